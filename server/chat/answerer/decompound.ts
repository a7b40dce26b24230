/*
 * Swedish writes compounds as one word ("kundtjänstsamtal", "röstassistenten"), so a
 * question rarely uses the site's own word for a thing. Splitting a compound into words
 * the site uses lets "kundtjänstsamtal" find texts about "kundtjänst" and "samtal".
 */

/** Parts shorter than this are too likely to be an accidental match ("el", "is"). */
const MIN_PART_LENGTH = 3;
/** Longer than any real compound; a longer "word" is noise, and splitting it would cost time for nothing. */
const MAX_COMPOUND_LENGTH = 40;

/**
 * The known words a compound is made of, head first, allowing the linking "s" of
 * Swedish compounds ("kundtjänst|s|samtal"). The last part may be inflected, so it is
 * also accepted when `isKnown` knows its stem. Empty when the word is not a compound of
 * known words. Deterministic: the longest known head wins.
 */
export function splitCompound(word: string, isKnown: (part: string) => boolean): string[] {
  if (word.length < 2 * MIN_PART_LENGTH || word.length > MAX_COMPOUND_LENGTH) return [];
  return splitFrom(word, isKnown, 0) ?? [];
}

function splitFrom(word: string, isKnown: (part: string) => boolean, depth: number): string[] | undefined {
  // Four parts is the most a real compound in a question needs; it also bounds the work.
  if (depth > 3) return undefined;
  for (let end = word.length - MIN_PART_LENGTH; end >= MIN_PART_LENGTH; end--) {
    const head = word.slice(0, end);
    if (!isKnown(head)) continue;
    for (const rest of restsAfter(word, end)) {
      if (rest.length < MIN_PART_LENGTH) continue;
      if (isKnown(rest)) return [head, rest];
      const tail = splitFrom(rest, isKnown, depth + 1);
      if (tail) return [head, ...tail];
    }
  }
  return undefined;
}

/** What may follow a head: the rest as it is, or without a linking "s". */
function restsAfter(word: string, end: number): string[] {
  const rest = word.slice(end);
  return rest.startsWith("s") && rest.length > MIN_PART_LENGTH ? [rest, rest.slice(1)] : [rest];
}
