import { stemmer } from "@orama/stemmers/swedish";

/** The Snowball stem of a lower-case Swedish word ("tjänsterna" → "tjänst"), from @orama/stemmers. */
export const stemSwedish: (word: string) => string = stemmer;
