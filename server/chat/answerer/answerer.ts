import type { ChatHistoryMessage, ChatReply } from "../../../contracts/chat.ts";
import { splitCompound } from "./decompound.ts";
import { type Entities, entityFinder, entityNames, hasEntities } from "./entities.ts";
import { type IntentId, intentDetector } from "./intents.ts";
import { passageIndex, passages } from "./knowledge.ts";
import * as replies from "./replies.ts";
import { isContentWord, Vocabulary, words } from "./terms.ts";
import { spellingCorrector } from "./typos.ts";

export type { SiteFacts } from "./replies.ts";

/**
 * Replies from the site's own content when no AI provider is configured: recognises
 * what the question asks for and what it is about, answers from the content modules,
 * says so when a question is about something we do not do, searches the site's texts
 * when no prepared reply fits, and hands over to a person when nothing does. A question
 * in English gets a short English answer. Pure and deterministic: the same conversation
 * gets the same reply.
 */
export interface Answerer {
  answer(conversation: { messages: readonly ChatHistoryMessage[]; message: string }): ChatReply;
  /** The site's passages most relevant to a question, as text with their figures, best first. */
  passagesFor(question: string, limit: number): string[];
}

/** Below this share of the question's words found in one passage, quoting it would be a guess. */
const MIN_COVERAGE = 0.5;
/** A service named in a question that a single text covers this well asks about that text's detail. */
const DETAIL_COVERAGE = 0.75;

const greetingPattern = /^(hej|hejsan|hallå|tjena|tja|hello|hi|hey|god (morgon|dag|kväll|eftermiddag)|goddag)\b/;
const thanksPattern = /^(tack|tusen tack|stort tack|toppen|perfekt|okej tack|ok tack|thanks|thank you)\b/;
/** A follow-up that points back at what the conversation was about ("Vad kostar den?"). */
const pointsBack = /\b(den|det|dem|denna|detta|dessa|tjänsten|paketet|lösningen)\b/;
/** "Alla fyra tjänsterna", "samtliga kanaler": the package that holds everything. */
const allServicesPattern = /\b(alla (fyra|4)|samtliga (tjänster|kanaler)|alla (era |de )?(tjänster|kanaler)(na)?|all (four|4|the|your) (services|channels)|all (four|4) of them|every service)\b/;
/** Asks whether a package is cheaper than the services one by one. */
const comparesPattern = /billigare|dyrare|rabatt|tillsammans|paket|spara|både|cheaper|together|bundle/;
/** Verbs and general words that say what is done, not what it is about. */
const genericWords = new Set(
  "säljer sälja säljs köpa köper erbjuder erbjuda hjälpa hjälper fixa fixar laga lagar reparera reparerar jobbar arbetar leverera levererar funkar fungerar undrar fråga frågor företag kund kunder oss hos snälla gärna behov dyr dyrt dyra dyrare billig billigt billiga billigare litet liten lilla stort stor stora".split(" "),
);

/**
 * Words that describe the visitor's own business ("för en frisörsalong", "vi driver ett
 * åkeri"): a trade the site does not list is still a customer, not a topic we do not do.
 */
const customerDescription = /\b(?:för|åt|vi (?:är|har|driver|äger)|jag (?:har|driver|äger))\s+(?:(?:en|ett|vår|vårt|våra|mitt|min|mina)\s+)?(?:(?:liten|litet|stor|stort|mindre|större)\s+)?(\p{L}+)/gu;

/** Words about the company itself: a question with them is about us, even when the site does not answer it. */
const companyWords = /\b(anställda|medarbetare|personal|grundades|grundade|ägare|ägs|vd|omsättning|kontor|jobb|lediga)\b/;

/** English function words against Swedish ones: a question with more of the first is answered in English. */
const englishWords = /\b(the|is|are|do|does|you|your|how|what|much|can|have|with|of|an|about|someone|please|there|any|which|who|talk|cost|it|for|free|to|we|my|our)\b/g;
const swedishWords = /\b(och|är|vad|hur|kan|ni|vi|jag|det|har|med|för|en|ett|på|att|som|till|av|om|er|finns|någon)\b/g;

function inEnglish(lower: string) {
  const english = lower.match(englishWords)?.length ?? 0;
  const swedish = lower.match(swedishWords)?.length ?? 0;
  return english >= 2 && english > swedish;
}

type ReplyIntent = IntentId | "service_info" | "greeting" | "thanks" | "off_topic" | "search" | "unknown";

/** Intents that name what is asked for but not what about: an unknown topic makes such a question off-topic. */
const generalIntents = new Set<IntentId | undefined>([undefined, "pricing", "services", "booking", "trial", "see_first", "savings"]);

export function createAnswerer(facts: replies.SiteFacts): Answerer {
  const vocabulary = new Vocabulary();
  for (const passage of passages) vocabulary.add(`${passage.title} ${passage.text}`);
  const entities = entityFinder(vocabulary);
  const intents = intentDetector(vocabulary);
  for (const word of [...entities.words, ...intents.words]) vocabulary.add(word);
  const index = passageIndex(vocabulary);
  const intentTerms = new Set(intents.words.flatMap((word) => vocabulary.termsOf(word)));
  const correct = spellingCorrector(
    entities.words.flatMap((name) => words(name)),
    (word) => !isContentWord(word) || vocabulary.has(word),
  );

  const read = (text: string) => {
    const fixed = words(text).map(correct).join(" ");
    const terms = new Set(vocabulary.termsOfText(fixed));
    // What a question asks for is not read from a three-letter part of a compound: "bokföring" is no booking.
    const intentTerms = new Set(vocabulary.termsOfText(fixed, { minPart: 4 }));
    return { fixed, terms, found: entities.find(terms), intents: intents.detect(text, intentTerms) };
  };

  /** The words of a question that name its topic, and whether the site knows any of them. */
  function topicOf(fixed: string) {
    const customer = new Set([...fixed.matchAll(customerDescription)].map((match) => match[1]!));
    // Two letters ("ai", "eu") are too short for the vocabulary, and numbers name no topic.
    const topic = words(fixed).filter((word) => isContentWord(word) && word.length >= 3 && !genericWords.has(word) && !customer.has(word) && !/^\d+$/.test(word));
    const aboutUs = topic.filter((word) => vocabulary.termsOf(word, { minPart: 4 }).some((term) => intentTerms.has(term)));
    const rest = topic.filter((word) => !aboutUs.includes(word));
    const isCompoundOfOurs = (word: string) => {
      const parts = splitCompound(word, vocabulary.has);
      return parts.length > 0 && parts.every((part) => part.length >= 4);
    };
    const known = rest.filter((word) => vocabulary.usesWord(word) || isCompoundOfOurs(word));
    return { unknown: rest.length - known.length, known: known.length };
  }

  function english(lower: string, found: Entities, offTopic: boolean): { intent: ReplyIntent; reply: replies.Reply } {
    const en = replies.inEnglish;
    const allServices = allServicesPattern.test(lower);
    if (/\b(trial|try|for free)\b/.test(lower)) return { intent: "trial", reply: en.trial(facts) };
    if (/\b(demo|see (it|how)|show)\b/.test(lower)) return { intent: "see_first", reply: en.seeFirst(facts) };
    if (/opening hours|\bopen\b/.test(lower)) return { intent: "opening_hours", reply: en.openingHours(facts) };
    if (/\b(cost|costs|price|prices|pricing|how much|expensive|cheap|fee|fees)\b/.test(lower)) return { intent: "pricing", reply: en.pricing(found.services, allServices) };
    if (/\b(how (long|soon|fast|quickly)|go live|get started)\b/.test(lower)) return { intent: "implementation", reply: en.goLive() };
    // Never a yes for a named system: the site names none; what it does say is the API and the analysis.
    if (/\b(integrat\w*|connect\w*|api|crm|erp|webhooks?|systems?|salesforce|hubspot|shopify|outlook|teams)\b/.test(lower)) {
      return { intent: "integrations", reply: en.integrations(facts) };
    }
    if (/\b(gdpr|data|secure|security|privacy)\b/.test(lower)) return { intent: "security", reply: en.security() };
    if (/\b(talk|speak|contact|reach|call|phone|email|someone|person|human)\b/.test(lower)) return { intent: "contact", reply: en.contact(facts) };
    if (/\b(what do you (do|offer|sell)|services|products)\b/.test(lower) || hasEntities(found)) return { intent: "services", reply: en.services() };
    if (greetingPattern.test(lower)) return { intent: "greeting", reply: en.greeting(facts) };
    if (offTopic) return { intent: "off_topic", reply: en.offTopic(facts) };
    return { intent: "unknown", reply: en.unknown(facts) };
  }

  function reply(message: string, history: readonly ChatHistoryMessage[]): { intent: ReplyIntent; found: Entities; reply: replies.Reply } {
    const lower = message.toLowerCase().trim();
    const { fixed, terms, found, intents: matches } = read(message);
    let intent: ReplyIntent | undefined = matches[0]?.id;
    const allServices = allServicesPattern.test(lower);
    const topic = topicOf(fixed);
    const offTopic = !hasEntities(found) && !allServices && generalIntents.has(matches[0]?.id) && topic.unknown > 0 && topic.known === 0 && !companyWords.test(lower);

    if (inEnglish(lower)) {
      const answered = english(lower, found, offTopic);
      return { ...answered, found };
    }

    if (!intent && !hasEntities(found)) {
      const wordCount = words(lower).length;
      if (greetingPattern.test(lower) && wordCount <= 4) return { intent: "greeting", found, reply: replies.greeting(facts) };
      if (thanksPattern.test(lower) && wordCount <= 5) return { intent: "thanks", found, reply: replies.thanks() };
    }

    // Something we do not do gets no price list, however it is asked.
    if (offTopic) return { intent: "off_topic", found, reply: replies.offTopic(facts) };

    // "Vad kostar den?" after a question about the chatbot asks about the chatbot.
    if (!hasEntities(found) && pointsBack.test(lower)) {
      const previous = history.filter((item) => item.role === "user").at(-1);
      if (previous) {
        const earlier = read(previous.content).found;
        found.services = earlier.services;
        found.offers = earlier.offers;
        found.industries = earlier.industries;
        found.cases = earlier.cases;
      }
    }

    if (allServices && (!intent || intent === "services" || intent === "pricing")) intent = "pricing";
    else if (found.industries.length > 0 && (!intent || intent === "services" || intent === "case_study" || intent === "industry")) intent = "industry";
    else if (found.cases.length > 0 && (!intent || intent === "services" || intent === "industry")) intent = "case_study";
    else if (found.offers.length > 0 && (!intent || intent === "services")) intent = "pricing";
    else if (found.services.length === 1 && (!intent || intent === "services")) intent = "service_info";

    // A question about one detail of a service ("Skickar den sms?") is better answered by the text about that detail.
    if (intent === "service_info" && !matches[0]) {
      const match = index.best(fixed);
      if (match && match.coverage >= DETAIL_COVERAGE) return { intent: "search", found, reply: replies.retrieved(match.passage.answer, match.passage.source, match.coverage) };
    }

    switch (intent) {
      case "included_minutes":
        return { intent, found, reply: replies.includedMinutes() };
      case "setup_cost":
        return { intent, found, reply: replies.setupCost() };
      case "contract":
        return { intent, found, reply: replies.contract(message) };
      case "payment":
        return { intent, found, reply: replies.payment() };
      case "opening_hours":
        return { intent, found, reply: replies.openingHours(facts) };
      case "integrations": {
        // A system the question names that the site never does: no yes for it.
        const named = namedSystem(message);
        const unnamed = named && !vocabulary.has(named.toLowerCase()) && splitCompound(named.toLowerCase(), vocabulary.has).length === 0 ? named : undefined;
        return { intent, found, reply: replies.integrations(found.services, unnamed, message) };
      }
      case "security":
        return { intent, found, reply: replies.securityAnswer(message) };
      case "trial":
        if (terms.has("pilot") || terms.has("pilotprojekt")) return { intent, found, reply: replies.pilot(facts) };
        if (/provperiod|testperiod|gratis|kostnadsfri|utan kostnad/.test(lower)) return { intent, found, reply: replies.noTrial(facts) };
        return { intent, found, reply: replies.testFirst(facts) };
      case "see_first":
        return { intent, found, reply: replies.seeFirst(facts) };
      case "implementation":
        return { intent, found, reply: /installation|lägga|själva|vår tid|från oss|hur går .* till/.test(lower) ? replies.implementation() : replies.goLive() };
      case "savings":
        return { intent, found, reply: replies.savings(facts) };
      case "language":
        return { intent, found, reply: replies.languages(found.services) };
      case "contact":
        return { intent, found: { services: [], industries: [], cases: [], offers: [] }, reply: replies.contact(facts, message) };
      case "booking":
        return { intent, found, reply: replies.booking(facts) };
      case "pricing":
        return {
          intent,
          found,
          reply: replies.pricing({ services: found.services, offers: found.offers, allServices, comparesPackage: comparesPattern.test(lower), question: message }),
        };
      case "case_study":
        return { intent, found, reply: replies.caseStudy(found.cases) };
      case "industry":
        return { intent, found, reply: replies.industry(found.industries) };
      case "service_info":
        return { intent, found, reply: replies.serviceInfo(found.services[0]!) };
      case "services":
        return { intent, found, reply: replies.servicesOverview() };
    }

    const match = index.best(fixed);
    if (match && match.coverage >= MIN_COVERAGE) {
      return { intent: "search", found, reply: replies.retrieved(match.passage.answer, match.passage.source, match.coverage) };
    }
    return { intent: "unknown", found, reply: replies.handOff(facts) };
  }

  return {
    answer({ messages, message }) {
      const { intent, found, reply: chosen } = reply(message, messages);
      const asked = new Set([message, ...messages.filter((item) => item.role === "user").map((item) => item.content)].map(normalized));
      return {
        response: chosen.response,
        context: { intent, confidence: chosen.confidence, entities: entityNames(found) },
        suggestions: chosen.suggestions.filter((suggestion) => !asked.has(normalized(suggestion))).slice(0, 3),
      };
    },
    passagesFor(question, limit) {
      return index.top(words(question).map(correct).join(" "), limit).map((passage) => passage.context);
    },
  };
}

/**
 * The name of a system a question asks about: a capitalised word after the first
 * ("koppla till Shopify"), or the word right after "med", "till", "mot" or "i"
 * ("funkar det med fortnox"). Undefined when the question names none.
 */
function namedSystem(message: string): string | undefined {
  const [, ...rest] = message.split(/\s+/);
  const capitalised = rest.map((word) => word.replace(/[^\p{L}\p{N}-]/gu, "")).find((word) => /^\p{Lu}/u.test(word) && isContentWord(word.toLowerCase()));
  if (capitalised) return capitalised;
  const after = /\b(?:med|till|mot|i)\s+(\p{L}[\p{L}\p{N}-]*)/u.exec(message)?.[1];
  return after && isContentWord(after.toLowerCase()) ? after : undefined;
}

function normalized(text: string) {
  return words(text).join(" ");
}
