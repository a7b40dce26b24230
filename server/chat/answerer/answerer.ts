import type { ChatHistoryMessage, ChatReply } from "../../../contracts/chat.ts";
import { type Entities, entityFinder, entityNames, hasEntities } from "./entities.ts";
import { type IntentId, intentDetector } from "./intents.ts";
import { passageIndex, passages } from "./knowledge.ts";
import * as replies from "./replies.ts";
import { Vocabulary, words } from "./terms.ts";

export type { SiteFacts } from "./replies.ts";

/**
 * Replies in Swedish from the site's own content when no AI provider is configured:
 * recognises what the question asks for and what it is about, answers from the content
 * modules, searches the site's texts when no prepared reply fits, and hands over to a
 * person when nothing does. Pure and deterministic: the same conversation gets the same
 * reply. Built once; each answer takes well under a millisecond of index work.
 */
export interface Answerer {
  answer(conversation: { messages: readonly ChatHistoryMessage[]; message: string }): ChatReply;
}

/** Below this share of the question's words found in one passage, quoting it would be a guess. */
const MIN_COVERAGE = 0.5;
/** A service named in a question that a single text covers this well asks about that text's detail. */
const DETAIL_COVERAGE = 0.75;

const greetingPattern = /^(hej|hejsan|hallå|tjena|tja|hello|hi|god (morgon|dag|kväll|eftermiddag)|goddag)\b/;
const thanksPattern = /^(tack|tusen tack|stort tack|toppen|perfekt|okej tack|ok tack)\b/;
/** A follow-up that points back at what the conversation was about ("Vad kostar den?"). */
const pointsBack = /\b(den|det|dem|denna|detta|dessa|tjänsten|paketet|lösningen)\b/;

type ReplyIntent = IntentId | "service_info" | "greeting" | "thanks" | "search" | "unknown";

export function createAnswerer(facts: replies.SiteFacts): Answerer {
  const vocabulary = new Vocabulary();
  for (const passage of passages) vocabulary.add(`${passage.title} ${passage.text}`);
  const entities = entityFinder(vocabulary);
  const intents = intentDetector(vocabulary);
  for (const word of [...entities.words, ...intents.words]) vocabulary.add(word);
  const index = passageIndex(vocabulary);

  const read = (text: string) => {
    const terms = new Set(vocabulary.termsOfText(text));
    return { terms, found: entities.find(terms), intents: intents.detect(text, terms) };
  };

  function reply(message: string, history: readonly ChatHistoryMessage[]): { intent: ReplyIntent; found: Entities; reply: replies.Reply } {
    const lower = message.toLowerCase().trim();
    const { terms, found, intents: matches } = read(message);
    let intent: ReplyIntent | undefined = matches[0]?.id;

    if (!intent && !hasEntities(found)) {
      const wordCount = words(lower).length;
      if (greetingPattern.test(lower) && wordCount <= 4) return { intent: "greeting", found, reply: replies.greeting(facts) };
      if (thanksPattern.test(lower) && wordCount <= 5) return { intent: "thanks", found, reply: replies.thanks() };
    }

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

    if (found.industries.length > 0 && (!intent || intent === "services" || intent === "case_study" || intent === "industry")) intent = "industry";
    else if (found.cases.length > 0 && (!intent || intent === "services" || intent === "industry")) intent = "case_study";
    else if (found.offers.length > 0 && (!intent || intent === "services")) intent = "pricing";
    else if (found.services.length === 1 && (!intent || intent === "services")) intent = "service_info";

    // A question about one detail of a service ("Skickar den sms?") is better answered by the text about that detail.
    if (intent === "service_info" && !matches[0]) {
      const match = index.best(message);
      if (match && match.coverage >= DETAIL_COVERAGE) return { intent: "search", found, reply: replies.retrieved(match.passage.answer, match.passage.source, match.coverage) };
    }

    switch (intent) {
      case "included_minutes":
        return { intent, found, reply: replies.includedMinutes() };
      case "setup_cost":
        return { intent, found, reply: replies.setupCost() };
      case "payment":
        return { intent, found, reply: replies.payment() };
      case "integrations":
        return { intent, found, reply: replies.integrations(found.services, message) };
      case "security":
        return { intent, found, reply: replies.securityAnswer(message) };
      case "trial":
        return { intent, found, reply: terms.has("pilot") || terms.has("pilotprojekt") ? replies.pilot(facts) : replies.trial(facts) };
      case "implementation":
        return { intent, found, reply: replies.implementation() };
      case "savings":
        return { intent, found, reply: replies.savings(facts) };
      case "language":
        return { intent, found, reply: replies.languages() };
      case "contact":
        return { intent, found: { services: [], industries: [], cases: [], offers: [] }, reply: replies.contact(facts, message) };
      case "booking":
        return { intent, found, reply: replies.booking(facts) };
      case "pricing":
        return { intent, found, reply: replies.pricing(found, message) };
      case "case_study":
        return { intent, found, reply: replies.caseStudy(found.cases) };
      case "industry":
        return { intent, found, reply: replies.industry(found.industries) };
      case "service_info":
        return { intent, found, reply: replies.serviceInfo(found.services[0]!) };
      case "services":
        return { intent, found, reply: replies.servicesOverview() };
    }

    const match = index.best(message);
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
  };
}

function normalized(text: string) {
  return words(text).join(" ");
}
