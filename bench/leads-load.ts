/**
 * Concurrent valid submissions to the five lead endpoints for a fixed time, against the
 * real server on PGlite, with webhook deliveries running meanwhile. Then, with the server
 * stopped, every 201-acknowledged lead must be in the database. See bench/README.md.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { closeReceivers, receiverEnv, startReceivers, tally, undelivered, verify } from "./support/deliveries.ts";
import { freshDataDir, prepareBuild, readStoredState, startLeadServer } from "./support/lead-server.ts";
import { latencySummary, runLoad, statusLine } from "./support/load.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { validSubmission } from "./support/submissions.ts";

const seconds = numberFlag("seconds", 30);
const warmupSeconds = numberFlag("warmup-seconds", 2);
const concurrency = numberFlag("concurrency", 32);
const drainSeconds = numberFlag("drain-seconds", 120);

const build = await prepareBuild("bench-leads-load", stringFlag("build-dir"));
const receivers = await startReceivers();
const dataDir = await freshDataDir("leads-load");
const server = await startLeadServer({ buildDir: build.dir, dataDir, env: receiverEnv(receivers) });
console.log(`Server up in ${ms(server.startupMs)} at ${server.baseUrl}; ${warmupSeconds} s of warm-up, then ${seconds} s of load with ${concurrency} clients...`);

const runId = randomUUID().slice(0, 8);
/** The same load for `secondsOfLoad`; `first` keeps the submissions (addresses, keys) of two phases apart. */
const loadFor = (secondsOfLoad: number, first: number) => {
  const deadline = performance.now() + secondsOfLoad * 1000;
  return runLoad({
    baseUrl: server.baseUrl,
    concurrency,
    submission: (n) => validSubmission(runId, first + n),
    done: () => performance.now() >= deadline,
  });
};
// A freshly started process runs its first requests before the JIT has compiled the hot
// paths (PGlite's WebAssembly among them): those are measured apart, and their leads are
// checked like all others.
const warmup = await loadFor(warmupSeconds, 0);
const cpuBefore = { server: server.cpuSeconds(), client: process.cpuUsage() };
const load = await loadFor(seconds, 10_000_000);
const serverCpuEnd = server.cpuSeconds();
const clientCpu = process.cpuUsage(cpuBefore.client);
const cpu = {
  server: cpuBefore.server === undefined || serverCpuEnd === undefined ? undefined : serverCpuEnd - cpuBefore.server,
  client: (clientCpu.user + clientCpu.system) / 1e6,
};
const acknowledged = [...warmup.acknowledged, ...load.acknowledged];
const atEnd = {
  automation: tally(receivers.automation_webhook).uniqueIds,
  formService: tally(receivers.form_service).uniqueIds,
  leadsWaiting: undelivered(acknowledged, receivers),
};

// The queue keeps delivering after the load; how long it takes to catch up is part of the picture.
const drainStarted = performance.now();
while (undelivered(acknowledged, receivers) > 0 && performance.now() - drainStarted < drainSeconds * 1000) {
  await new Promise((resume) => setTimeout(resume, 250));
}
const drainMs = performance.now() - drainStarted;

const exitCode = await server.stop();
const state = await readStoredState(dataDir);
const result = verify(acknowledged, state, receivers);
await closeReceivers(receivers);
await rm(dataDir, { recursive: true, force: true });
await build.dispose();

const latency = latencySummary(load.latencies);
const warmupLatency = latencySummary(warmup.latencies);
const bothPhases = [warmup, load];
const serverErrors = bothPhases.flatMap((phase) => [...phase.statuses]).filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
const notCreated = bothPhases.reduce((sum, phase) => sum + phase.answered - (phase.statuses.get(201) ?? 0), 0);
const networkErrors = warmup.networkErrors + load.networkErrors;
const violations = [
  serverErrors > 0 && `${serverErrors} answers were 5xx`,
  notCreated > 0 && `${notCreated} valid submissions were not answered 201`,
  networkErrors > 0 && `${networkErrors} requests got no answer`,
  result.missing.length > 0 && `${result.missing.length} acknowledged leads are missing, first ${result.missing.slice(0, 5).join(", ")}`,
  result.storedTwice.length > 0 && `${result.storedTwice.length} submissions were stored more than once`,
  result.deliveredButNotReceived > 0 && `${result.deliveredButNotReceived} jobs marked delivered never reached the receiver`,
  exitCode !== 0 && `the server did not stop cleanly on SIGTERM (exit ${exitCode})`,
].filter((violation): violation is string => typeof violation === "string");

/** CPU seconds as a share of one core over the load and as milliseconds per answered request. */
function cpuLine(seconds: number | undefined, phase: { answered: number; elapsedMs: number }) {
  if (seconds === undefined) return "not measured";
  return `${((seconds / (phase.elapsedMs / 1000)) * 100).toFixed(0)} % of a core, ${((seconds * 1000) / phase.answered).toFixed(2)} ms a request`;
}

const automation = result.perTarget.automation_webhook;
const formService = result.perTarget.form_service;
const report = `# Lead API under load

${machineLine()} The machine is shared with other work, so the
numbers are noisy: compare runs taken close together.

Setup: the real server (\`server/index.ts\`, production build) on 127.0.0.1 with embedded
PGlite in a fresh folder, \`TRUST_PROXY=1\`. ${concurrency} clients over node:http
(keep-alive connections) send valid JSON submissions for ${warmupSeconds} s of warm-up and then
${seconds} s of measured load, the five endpoints in turn, each with its own
Idempotency-Key. The warm-up's figures are shown apart: a freshly started process answers
its first requests before the JIT has compiled its hot paths. Every lead of both phases is
checked below. The requests come from fake client addresses in
X-Forwarded-For, at most 5 per address, so the per-address rate limit (5 a minute) never
refuses one; every request is still counted in both windows (in the server's memory on
PGlite, docs/decisions/013), which is part of what is measured. AUTOMATION_WEBHOOK_URL and FORM_SERVICE_URL
point at local receivers answering 204, so the delivery worker runs during the load;
mails are stored (no SMTP_URL).

| figure | value |
|---|---|
| requests | ${load.answered} in ${(load.elapsedMs / 1000).toFixed(1)} s |
| throughput | **${(load.answered / (load.elapsedMs / 1000)).toFixed(0)} req/s** |
| latency p50 / p95 / p99 / max | ${ms(latency.p50)} / ${ms(latency.p95)} / **${ms(latency.p99)}** / ${ms(latency.max)} |
| answers | ${statusLine(load.statuses)} |
| CPU during the load: server / this load client (receivers included) | ${cpuLine(cpu.server, load)} / ${cpuLine(cpu.client, load)} |
| warm-up before it: requests, latency p50 / p99 / max | ${warmup.answered} in ${(warmup.elapsedMs / 1000).toFixed(1)} s, ${ms(warmupLatency.p50)} / ${ms(warmupLatency.p99)} / ${ms(warmupLatency.max)} |
| 5xx (both phases) | ${serverErrors} |
| no answer (network errors, both phases) | ${networkErrors} |
| acknowledged (201, both phases) | ${result.acknowledged} |
| stored leads | ${result.stored} |
| acknowledged but missing | **${result.missing.length}** |
| submissions stored twice | ${result.storedTwice.length} |
| rate-limit rows written (none on PGlite) | ${state.rateLimitRows} |
| server start (spawn to healthy) | ${ms(server.startupMs)} |

Deliveries (unique webhook-ids received; each acknowledged lead goes to the automation
webhook, a contact request also to the form service):

| | automation webhook | form service |
|---|---|---|
| expected for acknowledged leads | ${automation.expected} | ${formService.expected} |
| received by the end of the load | ${atEnd.automation} | ${atEnd.formService} |
| received after ${(drainMs / 1000).toFixed(1)} s more (limit ${drainSeconds} s) | ${automation.uniqueIds} | ${formService.uniqueIds} |
| acknowledged leads delivered under one webhook-id | ${automation.deliveredOnce} | ${formService.deliveredOnce} |
| not delivered when the server was stopped | ${automation.notDelivered} | ${formService.notDelivered} |
| repeats of a webhook-id | ${automation.repeats} | ${formService.repeats} |

At the end of the load ${atEnd.leadsWaiting} acknowledged leads still waited for a delivery.
Jobs in the database after the stop: ${[...result.jobStatuses].sort().map(([key, count]) => `${key} ${count}`).join(", ")}.
Server error-level log lines: ${server.errorLines.length}.

${violations.length === 0 ? "**Result: pass**: no 5xx, every acknowledged lead stored." : `**Result: FAIL**\n\n${violations.map((violation) => `- ${violation}`).join("\n")}`}
${load.samples.length + warmup.samples.length > 0 ? `\nAnswers other than 201 (first ${load.samples.length + warmup.samples.length}):\n\n${[...warmup.samples, ...load.samples].map((sample) => `- ${sample.status} ${sample.body}`).join("\n")}\n` : ""}${server.errorLines.length > 0 ? `\nFirst server error lines:\n\n\`\`\`\n${server.errorLines.slice(0, 5).join("\n")}\n\`\`\`\n` : ""}`;
await writeReport("leads-load", report);
process.exit(violations.length === 0 ? 0 : 1);
