import { type CaseStudy, caseStudies } from "../../../app/content/cases.ts";
import { type Industry, industryDetails } from "../../../app/content/industry-details.ts";
import { type PackageOffer, type PlanCard, packages, plans } from "../../../app/content/prices.ts";
import { type Service, serviceDetails } from "../../../app/content/service-details.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import type { IndustryId } from "../../../app/content/industries.ts";
import { stemSwedish } from "./stemmer.ts";
import { isContentWord, type Vocabulary, words } from "./terms.ts";

/*
 * What a question is about: a service, an industry, a customer case or a package. Each
 * is recognised by its name on the site plus the words visitors use for it; a phrase of
 * several words matches when all its words are in the question.
 */

const serviceWords: Record<ServiceId, readonly string[]> = {
  "voice-agent": ["röstassistent", "röstassistenten", "röst", "telefon", "telefoni", "samtal", "växel", "voice", "telefonassistent", "phone assistant"],
  chatbot: ["chattbot", "chattboten", "chatbot", "chatt", "chat", "webbchatt", "bot"],
  "email-automation": ["e-postautomatisering", "e-post", "mejl", "mail", "email", "inkorg", "mejlen"],
  "social-media": ["sociala medier", "facebook", "instagram", "messenger", "linkedin", "kommentarer", "social media"],
};

const industryWords: Record<IndustryId, readonly string[]> = {
  restaurant: ["restaurang", "café", "kafé", "krog", "bordsbokning", "restaurant"],
  hotel: ["hotell", "boende", "vandrarhem", "reception", "hotel"],
  realestate: [
    "fastighet",
    "fastighetsbolag",
    "fastighetsförvaltning",
    "förvaltare",
    "förvaltar",
    "mäklare",
    "hyresvärd",
    "hyresgäst",
    "hyresgäster",
    "lägenhet",
    "lägenheter",
    "felanmälan",
    "felanmälningar",
    "bostadsbolag",
    "bostäder",
  ],
  ecommerce: ["e-handel", "ehandel", "webbshop", "webbutik", "nätbutik", "e-handlare", "e-commerce", "ecommerce", "online store"],
  healthcare: ["vård", "vårdcentral", "klinik", "tandläkare", "omsorg", "patient"],
  education: ["utbildning", "skola", "universitet", "högskola", "utbildningsföretag"],
  bank: ["bank", "finans", "försäkring", "försäkringsbolag"],
  logistics: ["transport", "logistik", "åkeri", "frakt", "spedition"],
  events: ["evenemang", "konferens", "event", "festival", "mässa"],
};

/** The packages of /tjanster and the plans of /tjanster-paket; Startpaket is on both. */
const offerWords: Record<PackageOffer["id"] | PlanCard["id"], readonly string[]> = {
  startpaket: ["startpaket", "starter package", "start package"],
  kombopaket: ["kombopaket", "kombinationspaket", "combo package", "två tjänster"],
  fullpaket: ["fullpaket", "full package"],
  "ai-suite": ["ai suite", "suite", "ai suit"],
  "drift-support": ["drift support", "driftpaket", "support drift"],
};

export type OfferId = keyof typeof offerWords;

export interface Entities {
  services: Service[];
  industries: Industry[];
  cases: CaseStudy[];
  offers: OfferId[];
}

interface Matcher<Value> {
  value: Value;
  /** Each phrase as its terms; one phrase whose terms are all present is a match. */
  phrases: { terms: string[]; guards: string[] }[];
}

/**
 * A word the stemmer cuts far back ("fastighet" to "fast") matches only when the question
 * has the word's own beginning too: "fast pris" and "how fast" name no real estate.
 */
const STEM_CUT = 3;
function guardsOf(phrase: string): string[] {
  return words(phrase)
    .filter(isContentWord)
    .flatMap((word) => {
      const stem = stemSwedish(word);
      return word.length - stem.length >= STEM_CUT ? [word.slice(0, stem.length + 2)] : [];
    });
}

export interface EntityFinder {
  /** What a question names; `text` is the question as read, for the stems cut far back. */
  find(terms: ReadonlySet<string>, text?: string): Entities;
  /** Every word the finder knows, for the vocabulary compounds are split against. */
  words: readonly string[];
}

export function entityFinder(vocabulary: Vocabulary): EntityFinder {
  const matcher = <Value>(value: Value, phrases: readonly string[]): Matcher<Value> => ({
    value,
    phrases: phrases
      .map((phrase) => {
        const terms = vocabulary.stemsOfText(phrase);
        return { terms, guards: guardsOf(phrase) };
      })
      .filter(({ terms }) => terms.length > 0),
  });
  const services = serviceDetails.map((service) => matcher(service, [service.name, ...serviceWords[service.id]]));
  const industries = industryDetails.map((industry) => matcher(industry, [industry.name, ...industryWords[industry.id]]));
  const cases = caseStudies.map((study) => matcher(study, [study.company]));
  const offers = (Object.keys(offerWords) as OfferId[]).map((id) => matcher(id, offerWords[id]));

  const matching = <Value>(candidates: Matcher<Value>[], terms: ReadonlySet<string>, text: string | undefined) =>
    candidates
      .filter(({ phrases }) => phrases.some((phrase) => phrase.terms.every((term) => terms.has(term)) && (text === undefined || phrase.guards.every((guard) => text.includes(guard)))))
      .map(({ value }) => value);

  return {
    find: (terms, text) => ({
      services: matching(services, terms, text),
      industries: matching(industries, terms, text),
      cases: matching(cases, terms, text),
      offers: matching(offers, terms, text),
    }),
    words: [
      ...Object.values(serviceWords).flat(),
      ...Object.values(industryWords).flat(),
      ...Object.values(offerWords).flat(),
      ...caseStudies.map((study) => study.company),
    ],
  };
}

export function hasEntities({ services, industries, cases, offers }: Entities) {
  return services.length + industries.length + cases.length + offers.length > 0;
}

/** The names the reply's context lists, as the site writes them. */
export function entityNames({ services, industries, cases, offers }: Entities): string[] {
  const offerTitle = (id: OfferId) => packages.find((offer) => offer.id === id)?.title ?? plans.find((plan) => plan.id === id)?.title ?? id;
  return [
    ...services.map((service) => service.name),
    ...industries.map((industry) => industry.name),
    ...cases.map((study) => study.company),
    ...offers.map(offerTitle),
  ];
}
