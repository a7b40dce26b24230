import { readdirSync, readFileSync } from "node:fs";
import type { ChatHistoryMessage, ChatReply } from "../../../contracts/chat.ts";
import type { Answerer } from "../answerer/answerer.ts";
import { judge } from "../answerer/evaluation.ts";

/*
 * Conversations the chat's embedded answerer is scored on (issue 42): a question, the
 * visitor's earlier questions in the same conversation (answered by the answerer itself,
 * so a follow-up meets the reply it would really follow), what the answer must contain
 * and what it must not. Numbers in `must` are computed from the content modules, so a
 * price change moves the expectation with it.
 */

export type CaseKind = "multi-part" | "computed" | "follow-up" | "english" | "typo" | "not-covered" | "buyer";

export interface ConversationCase {
  kind: CaseKind;
  /** The visitor's earlier questions, oldest first. */
  before?: readonly string[];
  question: string;
  /** Texts or patterns the answer must contain. */
  must: readonly (string | RegExp)[];
  /** Texts or patterns the answer must not contain. */
  mustNot?: readonly (string | RegExp)[];
  /** The `must` items appear in the order listed: each part answered in the order asked. */
  inOrder?: boolean;
  /** The language the answer must be in; Swedish unless said. */
  language?: "sv" | "en";
}

export interface CaseResult {
  kind: CaseKind;
  conversation: string[];
  response: string;
  problems: string[];
}

/** Phrases stitched from templates that a native reader marked (issue 42). */
const stitched: RegExp[] = [
  /Bland funktionerna finns \p{Ll}+ (bygger|ger|svarar|samlar|kopplas)/u,
  /Upplägg med drift ingår finns/,
  /ingår finns på/,
];

/** Everything the content modules say, for telling a real gap from a claimed one. */
const contentText = (() => {
  const folder = new URL("../../../app/content/", import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.startsWith("chat-replies"))
    .map((name) => readFileSync(new URL(name, folder), "utf8"))
    .join("\n")
    .toLowerCase();
})();

/** "eftersom CRM inte nämns på vår webbplats": the thing the answer says the site does not name. */
const claimedGap = /(?:eftersom|att)\s+([\p{L}\p{N}-]+)\s+inte\s+(?:nämns|finns)\s+på\s+(?:vår|webbplatsen)|([\p{L}\p{N}-]+)\s+nämner vi inte/giu;

const matches = (text: string, fact: string | RegExp) => (typeof fact === "string" ? text.includes(fact) : fact.test(text));
const positionOf = (text: string, fact: string | RegExp) => (typeof fact === "string" ? text.indexOf(fact) : text.search(fact));

/** What is wrong with one answer, as short notes; empty when it is right. */
export function problemsOf(item: ConversationCase, reply: ChatReply): string[] {
  const text = reply.response;
  // The judge of the earlier sets: the false claims no answer may make, and the language.
  const problems = judge({ question: item.question, facts: [], language: item.language }, reply);
  for (const fact of item.must) if (!matches(text, fact)) problems.push(`lacks ${String(fact)}`);
  for (const fact of item.mustNot ?? []) if (matches(text, fact)) problems.push(`has ${String(fact)}`);
  if (item.inOrder) {
    const positions = item.must.map((fact) => positionOf(text, fact));
    if (positions.every((position) => position >= 0) && positions.some((position, index) => index > 0 && position < positions[index - 1]!)) {
      problems.push("answers the parts out of order");
    }
  }
  for (const pattern of stitched) if (pattern.test(text)) problems.push(`stitched: ${pattern}`);
  for (const match of text.matchAll(claimedGap)) {
    const named = (match[1] ?? match[2] ?? "").toLowerCase();
    if (named.length > 1 && contentText.includes(named)) problems.push(`says the site lacks "${named}", which it names`);
  }
  return problems;
}

/** Runs one conversation through the answerer: each earlier question gets its reply first. */
export function runCase(answerer: Answerer, item: ConversationCase): CaseResult {
  const messages: ChatHistoryMessage[] = [];
  for (const question of item.before ?? []) {
    const reply = answerer.answer({ messages, message: question });
    messages.push({ role: "user", content: question }, { role: "assistant", content: reply.response });
  }
  const reply = answerer.answer({ messages, message: item.question });
  return { kind: item.kind, conversation: [...(item.before ?? []), item.question], response: reply.response, problems: problemsOf(item, reply) };
}

export function scoreCases(answerer: Answerer, cases: readonly ConversationCase[]) {
  const results = cases.map((item) => runCase(answerer, item));
  return { right: results.filter((result) => result.problems.length === 0).length, total: results.length, results };
}
