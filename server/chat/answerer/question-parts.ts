import type { SavingsInput } from "../../../app/lib/savings.ts";
import { swedishBoundaries } from "./terms.ts";

/*
 * How a message is taken apart before it is answered (issue 42): into the questions it
 * asks, in order ("Vad kostar chattboten, hur snabbt kan den vara i drift och behöver vi
 * koppla den till något system?" is three), each with what it asks besides its topic (a
 * year, VAT, the cheapest, ...) and the figures it gives (call minutes, the savings
 * calculator's three inputs).
 */

/** Words that open a new question inside a sentence: a question word, or a verb before its subject. */
const clauseStart =
  "(?:vad|hur|när|vilk(?:en|et|a)|varför|var (?:finns|ligger|sparas|lagras)|kan (?:vi|ni|man|den|det|jag|de)|går (?:det|den)|finns (?:det|ni)|behöver (?:vi|man|ni|jag)|" +
  "måste (?:vi|man|ni)|är (?:det|ni|den|priserna|de)|har (?:ni|de|den)|funkar (?:det|den)|fungerar (?:det|den)|ingår (?:det)|får (?:vi|man|jag)|blir (?:det)|ska (?:vi|man)|" +
  "tar (?:det|ni)|erbjuder ni|om (?:det|ni|vi|man|den|jag)|what|how|when|which|where|can (?:we|you|i|it)|do (?:you|we|i)|does (?:it|the)|is (?:it|there|the|vat)|are (?:there|the|you))\\b";

const withinSentence = new RegExp(`,?\\s+(?:och|samt|plus|men|and|but)\\s+(?=${clauseStart})|,\\s+(?=${clauseStart})|:\\s+(?=${clauseStart})`, "iu");

/** The questions of a message, in order. A sentence that only states something ("Vi är ett hotell.") is kept as its own part. */
export function splitQuestion(message: string): string[] {
  return message
    .split(/[?!]+|(?<!\b(?:t\.ex|bl\.a|ca|t\.o\.m|dvs|osv|inkl|exkl))(?<=\p{L}{2})\.\s+/u)
    .flatMap((sentence) => sentence.split(withinSentence))
    .map((part) => part.trim().replace(/[.,:;]+$/, ""))
    .filter((part) => /\p{L}/u.test(part));
}

/** What a question asks besides its topic. */
export interface Asks {
  /** What something costs over more than one year ("i två år"): the start cost and so many years of fees. */
  years?: number;
  /** What something costs over a year: twelve monthly fees, or the first year with the start cost. */
  period?: "year" | "firstYear";
  vat: boolean;
  cheapest: boolean;
  popular: boolean;
  discount: boolean;
  /** Adding a service later. */
  expand: boolean;
  difference: boolean;
  /** What is included in something. */
  contents: boolean;
  /** A package against its services bought one by one. */
  apart: boolean;
  /** How many people work at a company. */
  staff: boolean;
  /** Which service a customer uses. */
  whichService: boolean;
  /** What we would recommend. */
  recommend: boolean;
}

/** The patterns of what a question asks besides its topic, Swedish and English. */
const askPatterns = {
  firstYear: swedishBoundaries(/första året|första år\b|första årets|totalkostnad|totala kostnad|med startkostnad(en)?|inklusive startkostnad|allt inräknat|first year|total cost/),
  year: swedishBoundaries(/per år|om året|i året|årskostnad|årlig|på ett år|\bett år\b|helår|per year|a year|yearly|annual/),
  vat: swedishBoundaries(/\bmoms|\bvat\b|mervärdesskatt/),
  cheapest: swedishBoundaries(/billigast|lägsta pris|cheapest|lowest price|least expensive/),
  popular: swedishBoundaries(/populär|mest sålda|(väljer|tar) (de flesta|flest)|most popular|bestsell/),
  discount: swedishBoundaries(/rabatt|discount|rabattkod|kampanjkod|prisavdrag|(någon|några|ett|nåt|något) (kampanj|erbjudande)\p{L}* (just )?nu|kampanjpris/u),
  expand: swedishBoundaries(/lägga till|lägg till|bygga (ut|på)|utöka|uppgradera|(börja|ta|köpa|starta)\b.*\bsenare|efter hand|\badd\b.*\blater|upgrade/),
  difference: swedishBoundaries(/skillnad|skiljer|difference|differ\b/),
  contents: swedishBoundaries(/vad ingår|vad innehåller|vad får (vi|man|ni) för|what'?s included|\binclude[sd]?\b|what'?s in\b/),
  apart: swedishBoundaries(/separat|styckvis|var för sig|var och en|jämfört med att köpa|mot att köpa|köpa (allt|dem|tjänsterna)|separately|individually/),
  staff: swedishBoundaries(/anställda|medarbetare|employees|\bstaff\b/),
  whichService: swedishBoundaries(/vilken (tjänst|lösning|produkt)|vad använde|vad använder|which service|what did they use/),
  recommend: swedishBoundaries(/rekommendera|föreslå|passar (oss|bäst)|vad (ska|bör) vi (välja|ta)|recommend|suggest/),
};

const yearCounts: Record<string, number> = { två: 2, tre: 3, fyra: 4, fem: 5, two: 2, three: 3, four: 4, five: 5 };
const severalYears = swedishBoundaries(/\b(\d|två|tre|fyra|fem|two|three|four|five) (år|years)\b/);

export function asksOf(lower: string): Asks {
  const years = severalYears.exec(lower)?.[1];
  const count = years === undefined ? undefined : (yearCounts[years] ?? Number(years));
  return {
    years: count !== undefined && count >= 2 ? count : undefined,
    period: askPatterns.firstYear.test(lower) ? "firstYear" : askPatterns.year.test(lower) ? "year" : undefined,
    vat: askPatterns.vat.test(lower),
    cheapest: askPatterns.cheapest.test(lower),
    popular: askPatterns.popular.test(lower),
    discount: askPatterns.discount.test(lower),
    expand: askPatterns.expand.test(lower),
    difference: askPatterns.difference.test(lower),
    contents: askPatterns.contents.test(lower),
    apart: askPatterns.apart.test(lower),
    staff: askPatterns.staff.test(lower),
    whichService: askPatterns.whichService.test(lower),
    recommend: askPatterns.recommend.test(lower),
  };
}

/** The figures a question gives. */
export interface GivenFigures {
  /** Call minutes a month, for the voice assistant's included minutes. */
  callMinutes?: number;
  /** The savings calculator's inputs the question states. */
  savings: Partial<SavingsInput>;
}

const number = String.raw`(\d{1,3}(?:[\s\u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|tusen)?(?!\p{L})`;

function valueOf(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/[\s\u00a0]/g, "").replace(",", "."));
  return thousands ? value * 1000 : value;
}

/** Reads the figures: "2000 ärenden i månaden", "6 minuter per ärende", "400 kr i timmen", "650 samtalsminuter". */
export function figuresOf(lower: string): GivenFigures {
  const savings: Partial<SavingsInput> = {};
  let callMinutes: number | undefined;
  for (const match of lower.matchAll(new RegExp(`${number}\\s*([\\p{L}/]+)?([^\\d]{0,40})`, "gu"))) {
    const value = valueOf(match[1]!, match[2]);
    const unit = match[3] ?? "";
    const after = match[4] ?? "";
    const before = lower.slice(Math.max(0, match.index - 30), match.index);
    if (/^(ärenden|ärende|samtal|mejl|e-post|förfrågningar|kundkontakter|frågor|kontakter|cases|tickets|calls|emails|inquiries|requests)$/.test(unit) && !/^samtalsminut/.test(unit)) {
      savings.supportVolume = value;
    } else if (/^(min|minuter|minuters|minutes|mins)$/.test(unit) && (/^\s*(per|\/|i snitt|var|styck|each|on average)/.test(after) || /(tar|varje|hanteringstid|handläggningstid|snitt|takes|each|à|á|a)\s*(\p{L}+\s*)?$/u.test(before))) {
      savings.avgHandlingTime = value;
    } else if (/^(kr|kronor|sek)$/.test(unit) && (/timme|timmen|timkostnad|\/h|hour/.test(after) || /tim(me|men|kostnad|pris)|hourly|an hour/.test(before))) {
      savings.agentCost = value;
    } else if (/^(kr|kronor|sek)\/(h|tim)/.test(unit)) {
      savings.agentCost = value;
    } else if (/^(samtalsminuter|minuter|min|minutes|samtalsminut)$/.test(unit)) {
      callMinutes = value;
    }
  }
  return { callMinutes, savings };
}

/** All three of the savings calculator's inputs, when the question gives them. */
export function savingsInputOf(figures: GivenFigures): SavingsInput | undefined {
  const { supportVolume, avgHandlingTime, agentCost } = figures.savings;
  return supportVolume !== undefined && avgHandlingTime !== undefined && agentCost !== undefined ? { supportVolume, avgHandlingTime, agentCost } : undefined;
}
