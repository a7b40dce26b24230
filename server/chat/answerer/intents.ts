import type { Vocabulary } from "./terms.ts";

/*
 * What a question asks for. Each intent is recognised by words (stemmed and split like
 * every other text, so "kostnaden", "månadskostnad" and "kostar" all count) and, where
 * word order matters, by a phrase pattern. The intent with the most evidence wins; on a
 * tie the one listed first, the more specific, does.
 */

export const intentIds = [
  "included_minutes",
  "setup_cost",
  "contract",
  "payment",
  "opening_hours",
  "integrations",
  "security",
  "trial",
  "see_first",
  "implementation",
  "savings",
  "language",
  "contact",
  "booking",
  "pricing",
  "case_study",
  "industry",
  "services",
] as const;

export type IntentId = (typeof intentIds)[number];

interface IntentSignals {
  words: readonly string[];
  patterns?: readonly RegExp[];
  /** A question that matches this is not about the intent, whatever its words. */
  unless?: RegExp;
}

const signals: Record<IntentId, IntentSignals> = {
  included_minutes: { words: ["minut", "minuter", "samtalsminuter", "minutgräns", "minutkostnad", "tak", "gräns"] },
  setup_cost: {
    words: ["startkostnad", "startkostnaden", "implementationsavgift", "engångsavgift", "engångskostnad"],
    patterns: [/vad ingår i (startkostnad|implementations|engångs)/],
  },
  contract: {
    words: ["bindningstid", "bindningstiden", "bindning", "bunden", "bundna", "uppsägning", "uppsägningstid", "avtalstid", "avtal", "avtalet", "kontrakt", "förnyas", "förnyelse"],
    patterns: [/säg(a|er|s)? (vi |man |ni )?upp/, /binda (oss|sig)/, /avsluta (avtalet|abonnemanget|tjänsten)/],
  },
  payment: {
    words: ["betalning", "betala", "faktura", "fakturera", "faktureras", "fakturering", "förskott", "abonnemang", "avbetalning", "betalningsplan", "betalningsvillkor"],
  },
  opening_hours: {
    words: ["öppettider", "öppettid"],
    patterns: [/har ni öppet/, /är ni öppna/, /öppet (på|under|mellan|till)/, /opening hours/],
  },
  integrations: {
    words: ["integration", "integrera", "integreras", "koppla", "kopplas", "koppling", "system", "crm", "affärssystem", "bokningssystem", "ärendesystem", "api", "outlook", "gmail", "teknisk", "utvecklare"],
    // "Fungerar det med X?" names a system; "fungerar det för hotell" names a trade.
    patterns: [/\b(funkar|fungerar|går) (det|den|ni|\p{L}+en) (ihop )?med\b/u],
    // "Koppla samtalet vidare" is about handing a call to a person, not about connecting systems.
    unless: /vidare/,
  },
  security: {
    words: ["gdpr", "säkerhet", "säker", "dataskydd", "personuppgift", "personuppgifter", "kryptering", "krypterad", "krypteras", "iso", "soc", "certifiering", "certifierade", "lagras", "lagring", "eu", "usa", "data", "biträdesavtal", "personuppgiftsbiträdesavtal", "integritet", "dataskyddsförordningen"],
  },
  trial: {
    words: ["testa", "prova", "provperiod", "testperiod", "gratis", "kostnadsfri", "kostnadsfritt", "pilot", "pilotprojekt", "test"],
  },
  see_first: {
    words: ["demo", "demon", "demonstration", "visning"],
    patterns: [/\bse (hur|det|den|er|tjänsten|lösningen|assistent)/, /visa (hur|oss)/, /innan (vi|man|jag) (köper|bestämmer|skriver)/],
    // "Kan vi testa innan vi bestämmer oss?" asks to test, as the FAQ asks it: a pilot project.
    unless: /\b(testa|prova)\b/,
  },
  implementation: {
    words: ["implementation", "implementera", "installation", "installationen", "installera", "igång", "driftstart", "lansering", "införande", "veckor", "snabbt", "live"],
    patterns: [/hur lång tid/, /(komma|vara|är|kan) (i gång|igång|i drift|live)/, /hur (går|gör) (man|vi|ni) för att/, /hur (snabbt|fort|länge)/, /hur (ser|går) (processen|det) (ut|till)/, /\bprocess/],
  },
  savings: {
    words: ["spara", "besparing", "lönsam", "lönsamt", "roi", "kalkyl", "kalkylator", "räkna", "återbetalningstid", "sparar"],
  },
  language: { words: ["språk", "engelska", "tyska", "arabiska", "finska", "flerspråkig", "dialekt", "dialekter"] },
  contact: {
    // "Ringa" and "säljare" as words would also match "hyresgästerna ringer" and "säljer ni".
    words: ["kontakt", "kontakta", "telefonnummer", "nummer", "mejladress", "postadress", "adress", "människa", "kontor", "kontaktuppgifter"],
    patterns: [/(prata|tala) med (en|någon|er|säljare)/, /\bringa (er|till er|någon)\b/, /\bsäljare\b/, /\bnår? (jag |vi )?(er|någon)/, /var (ligger|finns) ni/],
  },
  booking: {
    words: ["boka", "bokar", "möte", "träffas", "analys", "genomgång", "konsultation", "offert"],
  },
  pricing: {
    words: ["pris", "priser", "prislista", "kostar", "kostnad", "kosta", "avgift", "månadsavgift", "månadskostnad", "rabatt", "kronor", "kr", "budget", "paket"],
    // As words, "billig" would share its stem with "bil".
    patterns: [/\b(billig|dyr)(t|a|are)?\b/],
  },
  case_study: {
    words: ["kundcase", "case", "exempel", "referens", "referenser", "resultat"],
    patterns: [/vilka (företag|kunder)/, /andra företag/],
  },
  industry: { words: ["bransch", "branscher", "branschen", "verksamhet"] },
  services: {
    words: ["tjänst", "tjänster", "erbjuda", "erbjuder", "produkt", "produkter", "lösning", "lösningar", "funktioner", "fungerar"],
    patterns: [/vad (gör|erbjuder|säljer) ni/],
  },
};

export interface IntentMatch {
  id: IntentId;
  /** Words and patterns that pointed at it. */
  evidence: number;
}

export interface IntentDetector {
  /** Every intent with any evidence, the strongest first. */
  detect(text: string, terms: ReadonlySet<string>): IntentMatch[];
  words: readonly string[];
}

export function intentDetector(vocabulary: Vocabulary): IntentDetector {
  const stems = new Map(intentIds.map((id) => [id, new Set(signals[id].words.flatMap((word) => vocabulary.termsOf(word).slice(0, 1)))]));
  return {
    detect(text, terms) {
      const lower = text.toLowerCase();
      const matches: IntentMatch[] = [];
      for (const id of intentIds) {
        if (signals[id].unless?.test(lower)) continue;
        let evidence = 0;
        for (const stem of stems.get(id)!) if (terms.has(stem)) evidence += 1;
        for (const pattern of signals[id].patterns ?? []) if (pattern.test(lower)) evidence += 2;
        if (evidence > 0) matches.push({ id, evidence });
      }
      // Stable sort: equal evidence keeps the order of intentIds.
      return matches.sort((a, b) => b.evidence - a.evidence);
    },
    words: intentIds.flatMap((id) => signals[id].words),
  };
}
