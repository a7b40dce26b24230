/**
 * A webhook target down for a minute while leads come in: once it is back, every lead
 * must reach it exactly once. See bench/README.md.
 *
 * One real server (embedded PGlite, a fresh folder) sends both targets to a receiver on
 * loopback. The receiver answers 503 (or, with --mode refuse, the port refuses
 * connections) for the outage; leads of all five forms are posted meanwhile; then it
 * answers 204 and the bench waits for the retry schedule (at once, 5 s, 5 min, ...) to
 * drain the queue. No process crashes here, so a webhook-id accepted twice is a bug.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { createServer, type Socket, connect } from "node:net";
import { parseWebhookSecret, retryDelaysMs, signWebhook } from "../server/delivery/index.ts";
import { startWebhookReceiver } from "../tests/support/webhook-receiver.ts";
import { targetsOf } from "./support/deliveries.ts";
import { freshDataDir, prepareBuild, readStoredState, startLeadServer } from "./support/lead-server.ts";
import { statusLine } from "./support/load.ts";
import { machineLine, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { type Submission, validSubmission } from "./support/submissions.ts";

const outageSeconds = numberFlag("outage", 60);
const leadsPerSecond = numberFlag("rate", 5);
const maxWaitSeconds = numberFlag("max-wait", 900);
const mode = stringFlag("mode") ?? "503";
if (outageSeconds <= 0 || leadsPerSecond <= 0 || (mode !== "503" && mode !== "refuse")) {
  console.error("Usage: node bench/webhook-outage.ts [--outage SECONDS] [--rate LEADS_PER_SECOND] [--mode 503|refuse] [--max-wait SECONDS] [--build-dir DIR]");
  process.exit(2);
}
const outageMs = outageSeconds * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const delay = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : `${ms / 60_000} min`);

/**
 * A TCP front for the receiver whose port can stop listening and come back, so the sender
 * meets ECONNREFUSED as from a stopped service. Open connections are cut when it goes down.
 */
async function startSwitchableFront(targetPort: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

interface Arrival {
  webhookId: string;
  at: number;
  accepted: boolean;
  signed: boolean;
}

const secret = `whsec_${randomBytes(24).toString("base64")}`;
const signingKey = parseWebhookSecret(secret)!;
const arrivals: Arrival[] = [];
let down = false;
const receiver = await startWebhookReceiver(({ headers, body }) => {
  const webhookId = String(headers["webhook-id"]);
  const timestamp = Number(headers["webhook-timestamp"]);
  const signed = headers["webhook-signature"] === signWebhook(signingKey, webhookId, timestamp, body);
  // In refuse mode nothing reaches the receiver while down; in 503 mode it refuses here.
  const accepted = mode === "refuse" || !down;
  arrivals.push({ webhookId, at: performance.now(), accepted, signed });
  return accepted ? 204 : 503;
});
const receiverUrl = new URL(receiver.url);
const front = mode === "refuse" ? await startSwitchableFront(Number(receiverUrl.port)) : undefined;
const targetBase = `http://127.0.0.1:${front ? front.port : receiverUrl.port}`;

const build = await prepareBuild("bench-webhook-outage", stringFlag("build-dir"));
const dataDir = await freshDataDir("webhook-outage");
const server = await startLeadServer({
  buildDir: build.dir,
  dataDir,
  env: {
    AUTOMATION_WEBHOOK_URL: `${targetBase}/automation`,
    FORM_SERVICE_URL: `${targetBase}/form-service`,
    WEBHOOK_SECRET: secret,
  },
});
console.log(`Server at ${server.baseUrl}; the target at ${targetBase} is down (${mode}) for ${outageSeconds} s...`);

interface Posted {
  submission: Submission;
  status: number;
  id: string | undefined;
  body: string;
}

/** One submission as a form sends it; no answer counts as status 0. */
async function post(submission: Submission): Promise<Posted> {
  try {
    const response = await fetch(`${server.baseUrl}${submission.path}`, {
      method: "POST",
      headers: submission.headers,
      body: submission.body,
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    const id = response.status === 201 ? (JSON.parse(body) as { id: string }).id : undefined;
    return { submission, status: response.status, id, body };
  } catch (error) {
    return { submission, status: 0, id: undefined, body: String((error as Error).cause ?? error) };
  }
}

// The outage: the target is down while leads are posted at a steady rate, the five forms in turn.
if (front) await front.down();
down = true;
const runId = randomUUID().slice(0, 8);
const outageStarted = performance.now();
const posts: Promise<Posted>[] = [];
for (let n = 0; ; n++) {
  const wait = outageStarted + (n * 1000) / leadsPerSecond - performance.now();
  if (wait > 0) await sleep(wait);
  if (performance.now() - outageStarted >= outageMs) break;
  posts.push(post(validSubmission(runId, n)));
}
const results = await Promise.all(posts);
const remaining = outageMs - (performance.now() - outageStarted);
if (remaining > 0) await sleep(remaining);
const refusedDuringOutage = arrivals.filter((arrival) => !arrival.accepted).length;
down = false;
if (front) await front.up();
const recoveredAt = performance.now();

const statuses = new Map<number, number>();
for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
const acked = results.filter((result) => result.id !== undefined);
const expected = acked.reduce((sum, result) => sum + targetsOf(result.submission.kind).length, 0);
console.log(`Target back after ${seconds(recoveredAt - outageStarted)}: ${results.length} leads posted (${statusLine(statuses)}), ${expected} webhooks to deliver`);

const firstAcceptance = new Map<string, number>();
const deliveredSoFar = () => {
  for (const arrival of arrivals) {
    if (arrival.accepted && !firstAcceptance.has(arrival.webhookId)) firstAcceptance.set(arrival.webhookId, arrival.at);
  }
  return firstAcceptance.size;
};
let lastProgress = performance.now();
while (deliveredSoFar() < expected && performance.now() - recoveredAt < maxWaitSeconds * 1000) {
  await sleep(1000);
  if (performance.now() - lastProgress >= 30_000) {
    lastProgress = performance.now();
    console.log(`  ${seconds(lastProgress - recoveredAt)} after recovery: ${firstAcceptance.size} of ${expected} delivered`);
  }
}
const drained = firstAcceptance.size >= expected;
const lastFirstDelivery = Math.max(...firstAcceptance.values());
// Two poll intervals more, so a repeat sent just after the last first delivery is counted too.
await sleep(10_000);

const exitCode = await server.stop();
const state = await readStoredState(dataDir);
front?.close();
await receiver.close();
await rm(dataDir, { recursive: true, force: true });
await build.dispose();

const acceptedById = new Map<string, number>();
for (const arrival of arrivals) {
  if (arrival.accepted) acceptedById.set(arrival.webhookId, (acceptedById.get(arrival.webhookId) ?? 0) + 1);
}
const duplicates = [...acceptedById].filter(([, times]) => times > 1).map(([id]) => id);
const acceptedTotal = [...acceptedById.values()].reduce((sum, times) => sum + times, 0);
const storedIds = new Set(state.leads.map((lead) => lead.id));
const missing = acked.filter((result) => !storedIds.has(result.id!));
const webhookJobs = state.jobs.filter((job) => job.kind === "webhook");
const knownWebhookIds = new Set(webhookJobs.map((job) => job.webhookId));
const unknown = [...acceptedById.keys()].filter((id) => !knownWebhookIds.has(id));
const unsigned = arrivals.filter((arrival) => !arrival.signed).length;
const jobsBy = (kind: string, status: string) => state.jobs.filter((job) => job.kind === kind && job.status === status).length;
const attemptCounts = new Map<number, number>();
for (const job of webhookJobs) attemptCounts.set(job.attempts, (attemptCounts.get(job.attempts) ?? 0) + 1);
const notAcked = results.filter((result) => result.status !== 201);

const checks: [string, boolean][] = [
  ["every lead posted during the outage answered 201", notAcked.length === 0],
  [`every acknowledged lead stored (${acked.length - missing.length} of ${acked.length})`, missing.length === 0],
  [`every webhook delivered after recovery (${firstAcceptance.size} of ${expected})`, drained],
  ["no webhook-id accepted twice", duplicates.length === 0],
  ["every delivery carried a valid signature", unsigned === 0],
  ["every webhook job marked delivered, none pending or dead", jobsBy("webhook", "pending") + jobsBy("webhook", "dead") === 0],
  ["every accepted webhook-id is a stored job's", unknown.length === 0],
  ["the server stopped cleanly on SIGTERM", exitCode === 0],
];
const passed = checks.every(([, ok]) => ok);

const report = `# Webhook target down for ${outageSeconds} s

${machineLine()} The machine is shared with other work, so the
timings are noisy.

Setup: the real server (\`server/index.ts\`, production build) on 127.0.0.1 with embedded
PGlite in a fresh folder, \`TRUST_PROXY=1\`, WEBHOOK_SECRET set. AUTOMATION_WEBHOOK_URL and
FORM_SERVICE_URL point at one local receiver, which ${mode === "503" ? "answered 503" : "refused connections (its port closed)"} for
${outageSeconds} s while leads were posted at ${leadsPerSecond} a second, the five forms in turn,
each from a fake client address (X-Forwarded-For); then it answered 204. The worker retries
at once, then after ${retryDelaysMs.slice(0, 3).map(delay).join(", ")}, ... (±10 %) and polls every 5 s, so leads
that failed twice during the outage wait about 5 minutes for their third attempt.
\`node bench/webhook-outage.ts --outage ${outageSeconds} --rate ${leadsPerSecond} --mode ${mode}\`

| | |
|---|---|
| leads posted during the outage | ${results.length} (${statusLine(statuses)}) |
| acknowledged leads stored | ${acked.length - missing.length} of ${acked.length} |
| webhooks to deliver (automation + form service) | ${expected} |
| attempts refused during the outage | ${mode === "503" ? refusedDuringOutage : "connections refused before the receiver"} |
| unique webhook-ids accepted after recovery | ${firstAcceptance.size} |
| accepted deliveries in all | ${acceptedTotal} |
| webhook-ids accepted more than once | ${duplicates.length} |
| deliveries with a bad or missing signature | ${unsigned} |
| webhook jobs delivered / pending / dead | ${jobsBy("webhook", "delivered")} / ${jobsBy("webhook", "pending")} / ${jobsBy("webhook", "dead")} |
| mail jobs delivered / pending / dead | ${jobsBy("mail", "delivered")} / ${jobsBy("mail", "pending")} / ${jobsBy("mail", "dead")} |
| attempts per webhook job | ${[...attemptCounts].sort(([a], [b]) => a - b).map(([attempts, jobs]) => `${attempts}: ${jobs} jobs`).join(", ")} |
| **time to drain after recovery** | **${drained ? seconds(lastFirstDelivery - recoveredAt) : "did not drain"}** |
| outage start to last delivery | ${drained ? seconds(lastFirstDelivery - outageStarted) : "-"} |

${checks.map(([name, ok]) => `- ${ok ? "✓" : "✗"} ${name}`).join("\n")}
${notAcked.length > 0 ? `\nNot acknowledged (first 5): ${notAcked.slice(0, 5).map((result) => `${result.submission.kind} ${result.status} ${result.body.slice(0, 200)}`).join("; ")}\n` : ""}${duplicates.length > 0 ? `\nAccepted twice (first 5): ${duplicates.slice(0, 5).join(", ")}\n` : ""}${server.errorLines.length > 0 ? `\nServer errors (first 5):\n\n\`\`\`\n${server.errorLines.slice(0, 5).join("\n")}\n\`\`\`\n` : ""}`;

await writeReport("webhook-outage", report);
process.exit(passed ? 0 : 1);
