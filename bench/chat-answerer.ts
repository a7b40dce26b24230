/**
 * How fast the chat's embedded answerer (server/chat/answerer/) replies: builds it once,
 * as the server does at start, then answers the unit tests' question set many times and
 * reports p50, p95, p99 and the slowest answer. Exits 1 when p50 reaches the goal of
 * 20 ms (issue 11). See bench/README.md.
 */
import { answererCases, chatConfigFromEnv, createAnswerer } from "../server/chat/index.ts";
import { readServerEnv } from "../server/env.ts";
import { machineLine, numberFlag, writeReport } from "./support/report.ts";

const GOAL_P50_MS = 20;
const rounds = numberFlag("rounds", 200);

// The site's default (fictional) contact details: the answers' length, not their facts, decides the time.
const { site } = chatConfigFromEnv(readServerEnv({}));
/** Sub-millisecond times need more than one decimal to say anything. */
const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(1)} ms`;
const questions = answererCases(site);

const buildStarted = performance.now();
const answerer = createAnswerer(site);
const buildMs = performance.now() - buildStarted;

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

const report = `# The chat's embedded answerer

${machineLine()}

${questions.length} questions (server/chat/answerer/question-set.ts), ${rounds} rounds, ${timings.length} answers in one process.

| | |
|---|---|
| building the answerer and its index (once, at start) | ${ms(buildMs)} |
| first answer after building | ${ms(firstMs)} |
| p50 | ${ms(p50)} |
| p95 | ${ms(percentile(0.95))} |
| p99 | ${ms(percentile(0.99))} |
| slowest | ${ms(timings.at(-1)!)} |

Goal: p50 under ${GOAL_P50_MS} ms: ${p50 < GOAL_P50_MS ? "met" : "NOT met"}.
`;
await writeReport("chat-answerer", report);
if (p50 >= GOAL_P50_MS) process.exit(1);
