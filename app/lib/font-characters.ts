const basicLatin = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");

/**
 * Every character the site's web font can draw (scripts/subset-font.ts): Basic Latin,
 * the Swedish letters and é, ü, and the non-breaking space, signs and punctuation
 * Swedish text uses. app.css's unicode-range lists the same.
 */
export const fontCharacters = `${basicLatin}åäöÅÄÖéÉüÜ\u00a0§©·×–—‘’“”•…→−€`;
