/**
 * Two server instances on one PostgreSQL under load: each lead stored once and each
 * webhook delivered under one webhook-id, once, by whichever instance claimed it. See
 * bench/README.md.
 *
 * A throwaway PostgreSQL cluster (tests/support/postgres.ts); both instances start at
 * once on the same DATABASE_URL, so both run the migrations under the advisory lock and
 * both run a delivery worker. Each instance sends to receivers of its own, so the
 * receivers tell which instance delivered what, and a webhook-id that reached both would
 * show up in the combined count.
 */
import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "../server/db/database.ts";
import { migrationsFolder } from "../server/db/migrate.ts";
import { openDatabase } from "../server/db/open-database.ts";
import type { WebhookTarget } from "../server/db/schema.ts";
import { startPostgresCluster } from "../tests/support/postgres.ts";
import type { WebhookReceiver } from "../tests/support/webhook-receiver.ts";
import { closeReceivers, type Receivers, receiverEnv, startReceivers, tally, verify } from "./support/deliveries.ts";
import { freshDataDir, prepareBuild, type StoredJob, type StoredLead, startLeadServer } from "./support/lead-server.ts";
import { latencySummary, runLoad, statusLine } from "./support/load.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { validSubmission } from "./support/submissions.ts";

const seconds = numberFlag("seconds", 30);
const concurrency = numberFlag("concurrency", 16);
const drainSeconds = numberFlag("drain-seconds", 180);
const names = ["A", "B"] as const;

const cluster = await startPostgresCluster();
const databaseUrl = await cluster.createDatabase("bench_two_instances");
const build = await prepareBuild("bench-two-instances", stringFlag("build-dir"));
const receivers = await Promise.all(names.map(() => startReceivers()));
// The folders stay empty: with DATABASE_URL no instance opens PGlite.
const dataDirs = await Promise.all(names.map((name) => freshDataDir(`two-instances-${name}`)));
const servers = await Promise.all(
  names.map((_, i) =>
    startLeadServer({ buildDir: build.dir, dataDir: dataDirs[i]!, env: { ...receiverEnv(receivers[i]!), DATABASE_URL: databaseUrl } }),
  ),
);
console.log(
  `Instances up (${servers.map((server, i) => `${names[i]} ${server.baseUrl} in ${ms(server.startupMs)}`).join(", ")}); ${seconds} s of load, ${concurrency} clients each...`,
);

const database = await openDatabase({ databaseUrl }, { poolSize: 2 });
const runId = randomUUID().slice(0, 8);
const deadline = performance.now() + seconds * 1000;
// Instance A sends the even submissions, B the odd ones: every email unique, every fake address used at most 5 times in all.
const loads = await Promise.all(
  servers.map((server, i) =>
    runLoad({
      baseUrl: server.baseUrl,
      concurrency,
      submission: (n) => validSubmission(runId, 2 * n + i),
      done: () => performance.now() >= deadline,
    }),
  ),
);

const queueCounts = async () => {
  const [row] = await queryRows<{ pending: number; dead: number }>(
    database.db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'dead')::int as dead from outbox_jobs`,
  );
  return row!;
};
const drainStarted = performance.now();
const atLoadEnd = await queueCounts();
while ((await queueCounts()).pending > 0 && performance.now() - drainStarted < drainSeconds * 1000) {
  await new Promise((resume) => setTimeout(resume, 250));
}
const drainMs = performance.now() - drainStarted;
const afterDrain = await queueCounts();

const state = {
  leads: await queryRows<StoredLead>(database.db, sql`select id, kind, email from leads`),
  jobs: await queryRows<StoredJob>(
    database.db,
    sql`select lead_id as "leadId", kind, target, status, webhook_id as "webhookId", attempts from outbox_jobs`,
  ),
  rateLimitRows: 0,
};
const [attempts] = await queryRows<{ attempts: number; severalAttempts: number }>(
  database.db,
  sql`select (select count(*)::int from outbox_attempts) as attempts,
             (select count(*)::int from (select job_id from outbox_attempts group by job_id having count(*) > 1) as repeated) as "severalAttempts"`,
);
const [migrations] = await queryRows<{ applied: number }>(database.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
const journal = JSON.parse(await readFile(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
await database.close();

const exitCodes = await Promise.all(servers.map((server) => server.stop()));
const errorLines = servers.flatMap((server, i) => server.errorLines.map((line) => `${names[i]}: ${line}`));

/** Both instances' receivers for one target as one, so a webhook-id that reached both counts as a repeat. */
function combined(target: WebhookTarget): WebhookReceiver {
  const received = receivers.flatMap((pair) => pair[target].received);
  return {
    url: "",
    received,
    countsById() {
      const counts = new Map<string, number>();
      for (const { headers } of received) counts.set(String(headers["webhook-id"]), (counts.get(String(headers["webhook-id"])) ?? 0) + 1);
      return counts;
    },
    close: async () => undefined,
  };
}
const together: Receivers = { automation_webhook: combined("automation_webhook"), form_service: combined("form_service") };
const acknowledged = loads.flatMap((load) => load.acknowledged);
const result = verify(acknowledged, state, together);

await Promise.all(receivers.map(closeReceivers));
await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
await build.dispose();
cluster.stop();

const deliveredBy = receivers.map((pair) => tally(pair.automation_webhook).received + tally(pair.form_service).received);
const elapsedMs = Math.max(...loads.map((load) => load.elapsedMs));
const latencies = latencySummary(loads.flatMap((load) => load.latencies));
const answered = (status: number) => loads.reduce((sum, load) => sum + (load.statuses.get(status) ?? 0), 0);
const serverErrors = loads.reduce((sum, load) => sum + [...load.statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0), 0);
const networkErrors = loads.reduce((sum, load) => sum + load.networkErrors, 0);
const notCreated = loads.reduce((sum, load) => sum + load.answered, 0) - answered(201);
const automation = result.perTarget.automation_webhook;
const formService = result.perTarget.form_service;
const repeats = automation.repeats + formService.repeats;

const checks: [string, boolean][] = [
  [`both instances started together and each migration was applied once (${migrations!.applied} of ${journal.entries.length})`, migrations!.applied === journal.entries.length],
  ["no 5xx and no request without an answer", serverErrors === 0 && networkErrors === 0],
  ["every valid submission answered 201", notCreated === 0],
  [`every acknowledged lead in PostgreSQL (${result.acknowledged - result.missing.length} of ${result.acknowledged})`, result.missing.length === 0],
  ["no submission stored twice", result.storedTwice.length === 0],
  [`the queue drained (${afterDrain.pending} pending, ${afterDrain.dead} dead)`, afterDrain.pending === 0 && afterDrain.dead === 0],
  ["every webhook of an acknowledged lead delivered", automation.notDelivered + formService.notDelivered + result.jobsNotDelivered === 0],
  ["no webhook-id delivered twice, by one instance or by both", repeats === 0],
  ["no lead reached a target under two webhook-ids", automation.severalIds + formService.severalIds === 0],
  ["every job marked delivered reached its receiver", result.deliveredButNotReceived === 0],
  ["both instances stopped cleanly on SIGTERM", exitCodes.every((code) => code === 0)],
];
const passed = checks.every(([, ok]) => ok);

const perInstance = loads
  .map((load, i) => {
    const latency = latencySummary(load.latencies);
    return `| ${names[i]} | ${load.answered} | ${((load.statuses.get(201) ?? 0) / (load.elapsedMs / 1000)).toFixed(0)} | ${ms(latency.p50)} | ${ms(latency.p99)} | ${ms(latency.max)} | ${statusLine(load.statuses)} | ${deliveredBy[i]} |`;
  })
  .join("\n");

const report = `# Two server instances on one PostgreSQL

${machineLine()} The machine is shared with other work and runs
both instances, PostgreSQL and the load generator on its 2 cores, so the timings are noisy;
the correctness checks are what this benchmark is for.

Setup: a throwaway PostgreSQL cluster (Debian's server binaries, fsync on, loopback,
tests/support/postgres.ts) and two real servers (\`server/index.ts\`, production build) on
127.0.0.1 with the same DATABASE_URL (a pool of 10 connections each) and \`TRUST_PROXY=1\`,
started at the same moment. ${concurrency} clients per instance (node:http, keep-alive)
send valid JSON submissions for ${seconds} s, the five forms in turn, from fake client
addresses (at most 5 requests each), so the rate limit shared through PostgreSQL never
refuses one. Each instance's AUTOMATION_WEBHOOK_URL and FORM_SERVICE_URL point at local
receivers of its own answering 204, so a delivery shows which instance sent it; both
delivery workers claim from the one queue. Mails are stored (no SMTP_URL).
\`node bench/two-instances.ts --seconds ${seconds} --concurrency ${concurrency}\`

| instance | answered | 201/s | p50 | p99 | max | statuses | webhooks it delivered |
|---|---|---|---|---|---|---|---|
${perInstance}
| both | ${answered(201) + notCreated} | ${(answered(201) / (elapsedMs / 1000)).toFixed(0)} | ${ms(latencies.p50)} | ${ms(latencies.p99)} | ${ms(latencies.max)} | ${serverErrors} × 5xx, ${networkErrors} without answer | ${deliveredBy.reduce((a, b) => a + b, 0)} |

| | |
|---|---|
| acknowledged / stored leads | ${result.acknowledged} / ${result.stored} |
| queue at the end of the load | ${atLoadEnd.pending} jobs pending |
| time for the queue to drain after the load | ${(drainMs / 1000).toFixed(1)} s |
| automation webhook: expected / unique ids / requests | ${automation.expected} / ${automation.uniqueIds} / ${automation.received} |
| form service: expected / unique ids / requests | ${formService.expected} / ${formService.uniqueIds} / ${formService.received} |
| jobs by target and status | ${[...result.jobStatuses].sort().map(([key, n]) => `${key}: ${n}`).join(", ")} |
| send attempts recorded / jobs with more than one attempt | ${attempts!.attempts} / ${attempts!.severalAttempts} |

${checks.map(([name, ok]) => `- ${ok ? "✓" : "✗"} ${name}`).join("\n")}
${errorLines.length > 0 ? `\nError lines in the servers' logs (first 5 of ${errorLines.length}):\n\n\`\`\`\n${errorLines.slice(0, 5).join("\n")}\n\`\`\`\n` : ""}${loads.some((load) => load.samples.length > 0) ? `\nAnswers other than 201 (samples): ${loads.flatMap((load) => load.samples).slice(0, 5).map((sample) => `${sample.status} ${sample.body}`).join("; ")}\n` : ""}`;

await writeReport("two-instances", report);
process.exit(passed ? 0 : 1);
