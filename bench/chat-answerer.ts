/**
 * How fast the chat's embedded answerer (server/chat/answerer/) replies: builds it once,
 * as the server does at start, then answers the unit tests' question set and the tuning
 * conversations of issue 42 (follow-ups with their history, questions of several parts)
 * many times and reports p50, p95, p99 and the slowest answer. Exits 1 when p50 reaches
 * 20 ms (issue 11) or p99 does (issue 42). See bench/README.md.
 */
import type { ChatHistoryMessage } from "../contracts/chat.ts";
import { answererCases, chatConfigFromEnv, createAnswerer, tuningConversations } from "../server/chat/index.ts";
import { readServerEnv } from "../server/env.ts";
import { machineLine, numberFlag, writeReport } from "./support/report.ts";

const GOAL_P50_MS = 20;
const GOAL_P99_MS = 20;
const rounds = numberFlag("rounds", 200);

// The site's default (fictional) contact details: the answers' length, not their facts, decides the time.
const { site } = chatConfigFromEnv(readServerEnv({}));
/** Sub-millisecond times need more than one decimal to say anything. */
const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(1)} ms`;
const buildStarted = performance.now();
const answerer = createAnswerer(site);
const buildMs = performance.now() - buildStarted;

/** A conversation's earlier questions with the replies the answerer gives them, as the widget sends them back. */
function historyOf(before: readonly string[]): ChatHistoryMessage[] {
  const messages: ChatHistoryMessage[] = [];
  for (const question of before) messages.push({ role: "user", content: question }, { role: "assistant", content: answerer.answer({ messages, message: question }).response });
  return messages;
}
const questions: { question: string; history?: ChatHistoryMessage[] }[] = [
  ...answererCases(site),
  ...tuningConversations(site).map(({ before = [], question }) => ({ question, history: historyOf(before) })),
];

const firstStarted = performance.now();
answerer.answer({ messages: [], message: questions[0]!.question });
const firstMs = performance.now() - firstStarted;

const timings: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const { question, history = [] } of questions) {
    const started = performance.now();
    answerer.answer({ messages: history, message: question });
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const percentile = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
const p50 = percentile(0.5);
const p99 = percentile(0.99);

const report = `# The chat's embedded answerer

${machineLine()}

${questions.length} questions (server/chat/answerer/question-set.ts and server/chat/evaluation/tuning-conversations.ts), ${rounds} rounds, ${timings.length} answers in one process.

| | |
|---|---|
| building the answerer and its index (once, at start) | ${ms(buildMs)} |
| first answer after building | ${ms(firstMs)} |
| p50 | ${ms(p50)} |
| p95 | ${ms(percentile(0.95))} |
| p99 | ${ms(p99)} |
| slowest | ${ms(timings.at(-1)!)} |

Goals: p50 under ${GOAL_P50_MS} ms: ${p50 < GOAL_P50_MS ? "met" : "NOT met"}; p99 under ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? "met" : "NOT met"}.
`;
await writeReport("chat-answerer", report);
if (p50 >= GOAL_P50_MS || p99 >= GOAL_P99_MS) process.exit(1);
