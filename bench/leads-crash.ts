/**
 * Kills the server with SIGKILL in the middle of the load, several times, restarting it
 * on the same PGlite folder each time; then lets the delivery queue drain. Every lead
 * acknowledged before a kill must be stored and delivered. See bench/README.md.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { closeReceivers, receiverEnv, startReceivers, undelivered, verify } from "./support/deliveries.ts";
import { type LeadServer, freePort, freshDataDir, prepareBuild, readStoredState, startLeadServer } from "./support/lead-server.ts";
import { startLoad, statusLine } from "./support/load.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { validSubmission } from "./support/submissions.ts";

const rounds = numberFlag("rounds", 3);
const roundSeconds = numberFlag("round-seconds", 8);
const tailSeconds = numberFlag("tail-seconds", 5);
const concurrency = numberFlag("concurrency", 16);
// The lease of a job claimed by a killed server is 2 minutes (server/delivery/worker.ts), plus a 5 s poll.
const drainSeconds = numberFlag("drain-seconds", 240);

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

const build = await prepareBuild("bench-leads-crash", stringFlag("build-dir"));
const receivers = await startReceivers();
const dataDir = await freshDataDir("leads-crash");
const port = await freePort();
const env = receiverEnv(receivers);
let server: LeadServer = await startLeadServer({ buildDir: build.dir, dataDir, port, env });
console.log(`Server up in ${ms(server.startupMs)} at ${server.baseUrl}; ${rounds} kills, about ${roundSeconds} s apart...`);

const runId = randomUUID().slice(0, 8);
let loadOver = false;
const load = startLoad({
  baseUrl: server.baseUrl,
  concurrency,
  // One submission per client address: its retries after a kill stay far under the limit.
  submission: (n) => validSubmission(runId, n, 1),
  done: () => loadOver,
  retryUntilAnswered: true,
});

interface Kill {
  afterMs: number;
  acknowledgedBefore: number;
  restartMs: number;
}
const kills: Kill[] = [];
const errorLines: string[] = [];
const started = performance.now();
let lastKillAt = 0;
for (let round = 1; round <= rounds; round++) {
  // Somewhere in the second half of each round, so the kill lands in the middle of steady load.
  await pause(roundSeconds * 1000 * (0.5 + Math.random() * 0.5));
  const acknowledgedBefore = load.live.acknowledged.length;
  await server.kill();
  lastKillAt = performance.now();
  errorLines.push(...server.errorLines);
  console.log(`Kill ${round}: ${acknowledgedBefore} leads acknowledged so far; restarting...`);
  server = await startLeadServer({ buildDir: build.dir, dataDir, port, env });
  kills.push({ afterMs: lastKillAt - started, acknowledgedBefore, restartMs: server.startupMs });
}
await pause(tailSeconds * 1000);
loadOver = true;
const result = await load.finished;
console.log(`Load over: ${result.acknowledged.length} acknowledged. Waiting for the deliveries...`);

const drainStarted = performance.now();
while (undelivered(result.acknowledged, receivers) > 0 && performance.now() - drainStarted < drainSeconds * 1000) {
  await pause(500);
}
const drainMs = performance.now() - drainStarted;
const lastDeliveryAfterKillMs = performance.now() - lastKillAt;

errorLines.push(...server.errorLines);
const exitCode = await server.stop();
const state = await readStoredState(dataDir);
const checked = verify(result.acknowledged, state, receivers);
await closeReceivers(receivers);
await rm(dataDir, { recursive: true, force: true });
await build.dispose();

const serverErrors = [...result.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
const automation = checked.perTarget.automation_webhook;
const formService = checked.perTarget.form_service;
const notDelivered = automation.notDelivered + formService.notDelivered;
const violations = [
  serverErrors > 0 && `${serverErrors} answers were 5xx`,
  checked.missing.length > 0 && `${checked.missing.length} acknowledged leads are missing, first ${checked.missing.slice(0, 5).join(", ")}`,
  checked.storedTwice.length > 0 &&
    `${checked.storedTwice.length} submissions were stored more than once although retried with the same Idempotency-Key, first ${checked.storedTwice[0]}`,
  notDelivered > 0 && `${notDelivered} deliveries of acknowledged leads had not arrived after ${drainSeconds} s`,
  automation.severalIds + formService.severalIds > 0 && `${automation.severalIds + formService.severalIds} leads arrived under more than one webhook-id`,
  checked.deliveredButNotReceived > 0 && `${checked.deliveredButNotReceived} jobs marked delivered never reached the receiver`,
  exitCode !== 0 && `the last server did not stop cleanly on SIGTERM (exit ${exitCode})`,
].filter((violation): violation is string => typeof violation === "string");

const report = `# Lead API: killed under load

${machineLine()} The machine is shared with other work, so the
timings are noisy; the counts are what this benchmark is for.

Setup: the real server (\`server/index.ts\`) on 127.0.0.1 with embedded PGlite, \`TRUST_PROXY=1\`,
webhooks to two local receivers (automation webhook, form service) answering 204. ${concurrency}
clients send valid JSON submissions to the five endpoints in turn, each from its own fake
client address (X-Forwarded-For) so the per-address rate limit never refuses one. A
submission that gets no answer (the server was killed, or is not back yet) is sent again
with the same Idempotency-Key until it is answered, as a form would. The server is
killed with SIGKILL ${rounds} times in the second half of each ~${roundSeconds} s round and
started again at once on the same data folder and port (the folder's lock, naming a dead
pid, is taken over); ${tailSeconds} s of load follow the last restart.

| kill | at | acknowledged before it | restart (spawn to healthy) |
|---|---|---|---|
${kills.map((kill, index) => `| ${index + 1} | ${(kill.afterMs / 1000).toFixed(1)} s | ${kill.acknowledgedBefore} | ${ms(kill.restartMs)} |`).join("\n")}

| figure | value |
|---|---|
| submissions | ${result.submissions} (${result.abandoned} still unanswered when the load ended) |
| answers | ${statusLine(result.statuses)} |
| sends without an answer (then retried) | ${result.networkErrors} |
| acknowledged (201) | ${checked.acknowledged} |
| stored leads | ${checked.stored} (a submission whose answer a kill cut off is answered by its retry, with the first lead's id when it had committed) |
| acknowledged but missing | **${checked.missing.length}** |
| submissions stored twice | ${checked.storedTwice.length} |

Deliveries, waited for after the load (lease of a job claimed by a killed server: 2 min,
set in code, not by environment; the worker polls every 5 s):

| | automation webhook | form service |
|---|---|---|
| expected for acknowledged leads | ${automation.expected} | ${formService.expected} |
| delivered under one webhook-id | ${automation.deliveredOnce} | ${formService.deliveredOnce} |
| not delivered | **${automation.notDelivered}** | **${formService.notDelivered}** |
| requests received / unique webhook-ids | ${automation.received} / ${automation.uniqueIds} | ${formService.received} / ${formService.uniqueIds} |
| repeats of a webhook-id (a deduplicating receiver drops them) | ${automation.repeats} | ${formService.repeats} |

The queue drained ${(drainMs / 1000).toFixed(1)} s after the load ended, ${(lastDeliveryAfterKillMs / 1000).toFixed(1)} s after the last kill.
Jobs in the database after the stop: ${[...checked.jobStatuses].sort().map(([key, count]) => `${key} ${count}`).join(", ")}.
Server error-level log lines: ${errorLines.length}.

${violations.length === 0 ? "**Result: pass**: every acknowledged lead stored once and delivered to each of its targets under one webhook-id." : `**Result: FAIL**\n\n${violations.map((violation) => `- ${violation}`).join("\n")}`}
${result.samples.length > 0 ? `\nAnswers other than 201 (first ${result.samples.length}):\n\n${result.samples.map((sample) => `- ${sample.status} ${sample.body}`).join("\n")}\n` : ""}${errorLines.length > 0 ? `\nFirst server error lines:\n\n\`\`\`\n${errorLines.slice(0, 5).join("\n")}\n\`\`\`\n` : ""}`;
await writeReport("leads-crash", report);
process.exit(violations.length === 0 ? 0 : 1);
