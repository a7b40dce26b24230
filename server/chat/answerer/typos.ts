/*
 * Visitors misspell the names of what we sell ("röstasistenten", "chatboten"). A word
 * the site does not know is read as the nearest name of a product, package or industry
 * when it is one or two keystrokes away; every other word is left as it is, so a typo
 * never turns an unrelated question into one about us.
 */

/** Shorter words are too close to too many others to correct safely. */
const MIN_LENGTH = 5;

/** A definite or plural ending a name in the list does not have. */
const definiteEnding = /^(\p{L}+?)(arna|erna|orna|en|et|na|n|t)$/u;

/** Edits allowed for a word of this length: one, or two from eight letters on. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Corrects one word: the known name it is nearest to, or the word itself when the site
 * knows it, it is short, or no name is near enough. On a tie the name listed first wins.
 */
export function spellingCorrector(names: readonly string[], isKnown: (word: string) => boolean) {
  const candidates = [...new Set(names.filter((name) => name.length >= MIN_LENGTH - 1))];
  const nearest = (word: string): string | undefined => {
    const limit = allowedEdits(word.length);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const name of candidates) {
      const distance = editDistance(word, name, limit);
      if (distance < bestDistance) {
        best = name;
        bestDistance = distance;
      }
    }
    return best;
  };
  return (word: string): string => {
    if (word.length < MIN_LENGTH || isKnown(word)) return word;
    // A misspelt definite form ("betalnignen") is read by its base, which is what the names list.
    const base = definiteEnding.exec(word);
    return nearest(word) ?? (base && base[1]!.length >= MIN_LENGTH ? nearest(base[1]!) : undefined) ?? word;
  };
}
