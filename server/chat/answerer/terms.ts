import { splitCompound } from "./decompound.ts";
import { stemSwedish } from "./stemmer.ts";

/*
 * How the answerer reads Swedish: the same steps for the site's content when the index
 * is built and for a visitor's question, so both meet in the same terms.
 */

/**
 * Words that say nothing about what a question is about. Short on purpose: words such
 * as "vad", "hur" and "kan" are kept out of matching, but negations and numbers are not.
 */
const stopWords = new Set(
  (
    "och att det som en ett är på för med av till om i de den dem denna detta dessa vi ni jag du han hon man " +
    "mig dig oss er ert era vår vårt våra min mitt mina din ditt dina sin sitt sina sig så vad hur kan har " +
    "hade ha vara var blir bli varit vilka vilken vilket när där här eller men från ut upp över under mot " +
    "också bara då nu ju väl alltså hej tack få får fick skulle ska kommer finns gör göra via efter hos vid genom " +
    "ser se vill kunna behöver många mycket fler flera lite något några någon inget ingen alla allt annan andra"
  ).split(" "),
);

const definiteEndings = ["et", "en", "n", "t"] as const;

/** Words in reading order: lower case, letters and digits only, hyphenated words in parts. */
export function words(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether a word carries meaning for matching. */
export function isContentWord(word: string): boolean {
  return word.length >= 2 && !stopWords.has(word);
}

/**
 * The vocabulary compounds are split against: every content word of the site and its
 * stem. Built once from the indexed texts.
 */
export class Vocabulary {
  private readonly known = new Set<string>();

  add(text: string) {
    for (const word of words(text)) {
      if (!isContentWord(word) || word.length < 3) continue;
      this.known.add(word);
      this.known.add(stemSwedish(word));
    }
  }

  /**
   * Whether the site uses this word itself, in some inflection. Stricter than `has`: a
   * short stem shared by unrelated words ("bil" of "billig") does not count.
   */
  usesWord = (word: string) => this.known.has(word) || this.definiteBase(word) !== undefined || (stemSwedish(word).length >= 4 && this.known.has(stemSwedish(word)));

  has = (part: string) => this.known.has(part) || this.known.has(stemSwedish(part)) || this.definiteBase(part) !== undefined;

  /**
   * The known word a definite form is made from ("paketet" from "paket"): the stemmer
   * leaves the neuter "-et" and a lone "-n" or "-t" alone, and questions use them often.
   */
  private definiteBase(word: string): string | undefined {
    for (const ending of definiteEndings) {
      const base = word.slice(0, -ending.length);
      if (word.endsWith(ending) && base.length >= 3 && this.known.has(base)) return base;
    }
    return undefined;
  }

  /**
   * The search terms of one word: its stem, the stem of the word a definite form is
   * made from, and the stems of the parts of a compound. An empty list for a stop word.
   */
  termsOf(word: string, { minPart = 0 } = {}): string[] {
    if (!isContentWord(word)) return [];
    const base = this.definiteBase(word);
    const parts = splitCompound(word, this.has).filter((part) => part.length >= minPart);
    const terms = [stemSwedish(word), ...(base ? [stemSwedish(base)] : []), ...parts.map(stemSwedish)];
    return [...new Set(terms)];
  }

  /** One term per word, the word's own stem: for phrases that must match word by word. */
  stemsOfText(text: string): string[] {
    return words(text).filter(isContentWord).map(stemSwedish);
  }

  /** The search terms of a text, each once, in order. */
  termsOfText(text: string, options: { minPart?: number } = {}): string[] {
    return [...new Set(words(text).flatMap((word) => this.termsOf(word, options)))];
  }
}

/**
 * The same pattern with a word boundary that knows Swedish letters: JavaScript's `\b`
 * counts "å", "ä" and "ö" as non-word characters, so /\både\b/ finds nothing in "både".
 */
export function swedishBoundaries(pattern: RegExp): RegExp {
  const boundary = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, boundary), pattern.flags.includes("u") ? pattern.flags : `${pattern.flags}u`);
}
