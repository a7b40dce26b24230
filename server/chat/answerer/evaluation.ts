import type { ChatHistoryMessage, ChatReply } from "../../../contracts/chat.ts";

/*
 * How an answer is judged: it must contain the facts its question needs, must not make
 * the claims its question lists, and never makes the false claims any answer could slip
 * into: a trial, opening hours, a package discount or an integration the site does not
 * state. A question asked in English must be answered in English.
 */

export interface EvaluationCase {
  question: string;
  history?: ChatHistoryMessage[];
  /** Texts the answer must contain (prices as the pages format them, paths, phrases). */
  facts: string[];
  /** Claims this answer must not make, on top of the ones no answer may make. */
  mustNotClaim?: RegExp[];
  /** The language the answer must be in; Swedish unless said. */
  language?: "sv" | "en";
}

const negation = /\b(inte|ingen|inga|inget|aldrig|no|not|don't|doesn't|isn't|none)\b/i;

/** Claims no answer may make unless a sentence denies them: the site offers none of these. */
const falseClaims: { name: string; pattern: RegExp }[] = [
  { name: "a free trial", pattern: /provperiod|testperiod|free trial|trial period/i },
  // Our own opening hours; the trades' opening hours are part of what the assistants answer.
  { name: "opening hours", pattern: /(våra|vi har|vi anger) öppettider|vi har öppet|(vi är|we are) (öppna|open)|our opening hours|\b\d{1,2}[.:]\d{2}\s?[–-]\s?\d{1,2}[.:]\d{2}\b/i },
  { name: "a discount for more services", pattern: /fler tjänster blir det billigare|billigare i paket|rabatt|discount/i },
  { name: "any integration, unseen", pattern: /\bja, det sköter vi\b/i },
];

/** Business systems the site never names: a question about one may not get a yes. */
const unnamedSystems = /\b(fortnox|visma|shopify|woocommerce|pipedrive|monitor|jeeves|sap|slack|teams|klarna|magento|wordpress|hubspot|salesforce|zendesk)\b/i;

const englishWords = /\b(the|and|you|your|we|our|is|are|with|for|per|month|can|please)\b/gi;
const swedishWords = /\b(och|att|ni|er|vi|är|för|med|kostar|per månad|kan|inte)\b/gi;

function sentences(text: string) {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== "");
}

/** What is wrong with the answer, as short notes; empty when it is right. */
export function judge(item: EvaluationCase, reply: ChatReply): string[] {
  const problems: string[] = [];
  const text = reply.response;
  for (const fact of item.facts) if (!text.includes(fact)) problems.push(`lacks "${fact}"`);
  for (const pattern of item.mustNotClaim ?? []) if (pattern.test(text)) problems.push(`claims ${pattern}`);
  for (const { name, pattern } of falseClaims) {
    if (sentences(text).some((sentence) => pattern.test(sentence) && !negation.test(sentence))) problems.push(`claims ${name}`);
  }
  if (unnamedSystems.test(item.question) && /^\s*(ja|yes)\b/i.test(text)) problems.push("says yes to a system the site never names");
  // Link labels and addresses are the pages' own Swedish words: only the running text counts.
  const prose = text.replace(/\[[^\]]*\]\([^)]*\)/g, " ").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  const english = prose.match(englishWords)?.length ?? 0;
  const swedish = prose.match(swedishWords)?.length ?? 0;
  if ((item.language ?? "sv") === "en" ? english <= swedish : swedish < english) problems.push(`not in ${item.language === "en" ? "English" : "Swedish"}`);
  return problems;
}
