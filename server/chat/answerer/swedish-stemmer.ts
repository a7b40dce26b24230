/*
 * The Snowball stemming algorithm for Swedish (snowballstem.org/algorithms/swedish),
 * so "priserna", "priset" and "pris" meet in one term. A pure function of a lower-case
 * word; no maintained npm package with Swedish stemming is among the site's dependencies.
 */

const vowels = new Set("aeiouyäåö");
/** Letters after which a final "s" is an ending rather than part of the stem. */
const sEndingLetters = new Set("bcdfghjklmnoprtvy");

// Longest first, so the longest suffix that fits is the one removed.
const step1Suffixes = [
  "heterna", "hetens", "anden", "heten", "heter", "arnas", "ernas", "ornas", "andes", "arens", "andet",
  "arna", "erna", "orna", "ande", "arne", "aste", "aren", "ades", "erns",
  "ade", "are", "ern", "ens", "het", "ast",
  "ad", "en", "ar", "er", "or", "as", "es", "at",
  "a", "e",
] as const;

const step2Suffixes = ["dd", "gd", "nn", "dt", "gt", "kt", "tt"] as const;

/**
 * Where R1 starts: after the first non-vowel that follows a vowel, but never before the
 * fourth letter, so short stems keep at least three letters.
 */
function regionOneStart(word: string): number {
  for (let index = 1; index < word.length; index++) {
    if (!vowels.has(word[index]!) && vowels.has(word[index - 1]!)) return Math.max(index + 1, 3);
  }
  return word.length;
}

function endsInRegion(word: string, suffix: string, regionStart: number) {
  return word.endsWith(suffix) && word.length - suffix.length >= regionStart;
}

export function stemSwedish(word: string): string {
  if (word.length < 3) return word;
  const r1 = regionOneStart(word);
  let stem = word;

  const suffix = step1Suffixes.find((candidate) => endsInRegion(stem, candidate, r1));
  if (suffix) stem = stem.slice(0, -suffix.length);
  else if (endsInRegion(stem, "s", r1) && sEndingLetters.has(stem[stem.length - 2] ?? "")) stem = stem.slice(0, -1);

  if (step2Suffixes.some((candidate) => endsInRegion(stem, candidate, r1))) stem = stem.slice(0, -1);

  if (endsInRegion(stem, "fullt", r1)) stem = stem.slice(0, -1);
  else if (endsInRegion(stem, "löst", r1)) stem = stem.slice(0, -1);
  else {
    const derivational = ["lig", "els", "ig"].find((candidate) => endsInRegion(stem, candidate, r1));
    if (derivational) stem = stem.slice(0, -derivational.length);
  }
  return stem;
}
