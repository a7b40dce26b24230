/**
 * POST /api/events under load, with a small lead load beside it: the statistics must
 * take their events fast and never slow the leads (server/analytics/README.md). Against
 * the real server on PGlite; afterwards, with the server stopped, every 202-acknowledged
 * event must be in the database and every 201-acknowledged lead too. Also reports the
 * collector script's size. See bench/README.md.
 */
import { randomUUID } from "node:crypto";
import { Agent } from "node:http";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { paths as sitePaths } from "../app/lib/paths.ts";
import { analyticsEventsPath, type AnalyticsEventInput } from "../contracts/analytics.ts";
import { queryRows } from "../server/db/database.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { fakeClientAddress, freshDataDir, prepareBuild, readStoredState, startLeadServer } from "./support/lead-server.ts";
import { latencySummary, post, runLoad, statusLine } from "./support/load.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { validSubmission } from "./support/submissions.ts";

const seconds = numberFlag("seconds", 20);
const leadSeconds = numberFlag("lead-seconds", 10);
const rate = numberFlag("rate", 2000);
const maxInFlight = numberFlag("max-in-flight", 1000);
const sockets = numberFlag("sockets", 32);
const leadConcurrency = numberFlag("lead-concurrency", 2);
// Under the per-address limit of 300 a minute, like visitors behind many addresses.
const eventsPerAddress = 100;

const build = await prepareBuild("bench-events-load", stringFlag("build-dir"));
const collector = await chunkSize(build.dir, /^collect-[\w-]+\.js$/);
const vitals = await chunkSize(build.dir, /^web-vitals-[\w-]+\.js$/);
const dataDir = await freshDataDir("events-load");
const server = await startLeadServer({ buildDir: build.dir, dataDir });
console.log(`Server up in ${ms(server.startupMs)} at ${server.baseUrl}; ${leadSeconds} s of leads alone, then ${seconds} s of ${rate} events/s beside them...`);

const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
// Pages of the site: a path that is none counts as "Annan sida" (server/analytics/event-values.ts).
const paths = [sitePaths.home, sitePaths.services, sitePaths.contact, sitePaths.packages, sitePaths.about];

/** The n-th event: mostly page views, some conversions and vitals, as a site's traffic looks. */
function event(n: number): AnalyticsEventInput {
  const path = paths[n % paths.length]!;
  switch (n % 10) {
    case 7:
      return { name: "form_start", path, device: "mobile", form: "contact" };
    case 8:
      return { name: "vital", path, device: "desktop", metric: "LCP", value: 1200 + (n % 900) };
    case 9:
      return { name: "vital", path, device: "mobile", metric: "CLS", value: (n % 30) / 100 };
    default:
      return { name: "pageview", path, device: n % 2 ? "mobile" : "desktop", referrer: n % 3 ? undefined : "www.google.com", utmSource: n % 5 ? undefined : "linkedin" };
  }
}

const runId = randomUUID().slice(0, 8);
let leadNumber = 0;
const leadLoad = (until: number) =>
  runLoad({ baseUrl: server.baseUrl, concurrency: leadConcurrency, submission: () => validSubmission(runId, leadNumber++), done: () => performance.now() >= until });

// First the leads alone, for the latency they have without events beside them.
const leadsAlone = await leadLoad(performance.now() + leadSeconds * 1000);

const events = { answered: 0, latencies: [] as number[], statuses: new Map<number, number>(), networkErrors: 0, skipped: 0, elapsedMs: 0 };
let next = 0;
let inFlight = 0;
// Keep-alive connections as browsers hold them: a visitor's beacon reuses its page's connection.
const agent = new Agent({ keepAlive: true, maxSockets: sockets });
const eventUrl = new URL(`${server.baseUrl}${analyticsEventsPath}`);

async function postEvent(n: number): Promise<number> {
  const body = JSON.stringify(event(n));
  // What sendBeacon sends for a string, from the site's own page.
  const headers = {
    "content-type": "text/plain;charset=UTF-8",
    "content-length": Buffer.byteLength(body),
    origin: server.baseUrl,
    "user-agent": chrome,
    "x-forwarded-for": fakeClientAddress(1_000_000 + Math.floor(n / eventsPerAddress)),
  };
  return (await post(agent, eventUrl, { headers, body })).status;
}

const sendEvent = async () => {
  const n = next++;
  inFlight++;
  const sent = performance.now();
  try {
    const status = await postEvent(n);
    events.latencies.push(performance.now() - sent);
    events.answered++;
    events.statuses.set(status, (events.statuses.get(status) ?? 0) + 1);
  } catch {
    events.networkErrors++;
  } finally {
    inFlight--;
  }
};

/**
 * Open loop: events are sent at `rate` a second whatever the answers, as visitors' browsers
 * send them, in ticks of 10 ms; at most `maxInFlight` wait at once (a send over it is
 * skipped and counted), so a slow server shows as latency and skips, not as a lower rate.
 */
async function eventLoad(until: number) {
  const started = performance.now();
  const pending: Promise<void>[] = [];
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (next + events.skipped < due) {
      if (inFlight >= maxInFlight) events.skipped++;
      else pending.push(sendEvent());
    }
    await new Promise((resume) => setTimeout(resume, 10));
  }
  await Promise.all(pending);
  events.elapsedMs = performance.now() - started;
  agent.destroy();
}

const deadline = performance.now() + seconds * 1000;
const [leads] = await Promise.all([leadLoad(deadline), eventLoad(deadline)]);

// Stopping the server writes the events still waiting in its buffer.
const exitCode = await server.stop();
if (exitCode !== 0) console.error(`The server's last output:\n${server.logTail().slice(-4000)}`);
const state = await readStoredState(dataDir);
const database = await openDatabase({ dataDir });
const [stored] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from analytics_events`);
await database.close();
await rm(dataDir, { recursive: true, force: true });
await build.dispose();

const eventLatency = latencySummary(events.latencies);
const leadLatency = latencySummary(leads.latencies);
const aloneLatency = latencySummary(leadsAlone.latencies);
const accepted = events.statuses.get(202) ?? 0;
const eventsPerSecond = events.answered / (events.elapsedMs / 1000);
const storedIds = new Set(state.leads.map((lead) => lead.id));
const missingLeads = [...leadsAlone.acknowledged, ...leads.acknowledged].filter((lead) => !storedIds.has(lead.id)).length;
const leadErrors = [...leads.statuses, ...leadsAlone.statuses].filter(([status]) => status !== 201).reduce((sum, [, count]) => sum + count, 0);
const violations = [
  accepted !== events.answered && `${events.answered - accepted} events were not answered 202`,
  events.networkErrors > 0 && `${events.networkErrors} event requests got no answer`,
  (stored?.count ?? 0) !== accepted && `${accepted} events acknowledged, ${stored?.count ?? 0} stored`,
  leadErrors > 0 && `${leadErrors} valid leads were not answered 201`,
  leads.networkErrors + leadsAlone.networkErrors > 0 && `${leads.networkErrors + leadsAlone.networkErrors} lead requests got no answer`,
  missingLeads > 0 && `${missingLeads} acknowledged leads are missing`,
  exitCode !== 0 && `the server did not stop cleanly on SIGTERM (exit ${exitCode})`,
].filter((violation): violation is string => typeof violation === "string");
const targets = [
  // The offered rate, every event sent on time and answered: the rate was sustained.
  rate >= 2000 && events.skipped === 0 && events.networkErrors === 0 && events.answered >= rate * seconds * 0.99 ? "met" : "not met",
  eventLatency.p99 <= 50 ? "met" : "not met",
];

const report = `# Statistics events under load, leads beside them

${machineLine()} The machine is shared with other work, so the
numbers are noisy: compare runs taken close together.

Setup: the real server (\`server/index.ts\`, production build) on 127.0.0.1 with embedded
PGlite in a fresh folder, \`TRUST_PROXY=1\`. First ${leadConcurrency} clients send valid
leads to the five lead endpoints for ${leadSeconds} s, as \`bench:leads-load\` does, alone.
Then for ${seconds} s the same lead clients go on while events are posted to
\`${analyticsEventsPath}\` at ${rate} a second, open loop (sent on time whatever the
answers, at most ${maxInFlight} waiting; latency counts from the moment an event is due,
queueing for one of ${sockets} keep-alive connections included), as the collector sends them (JSON in a text/plain
body, the site's Origin, a desktop Chrome's User-Agent): 70 % page views, 10 % form
starts, 20 % vitals, at most ${eventsPerAddress} per fake client address. The client runs on
the same machine and shares its cores with the server.

| events | value |
|---|---|
| sent | ${events.answered} answered in ${(events.elapsedMs / 1000).toFixed(1)} s; ${events.skipped} not sent (${maxInFlight} waiting already) |
| throughput | **${eventsPerSecond.toFixed(0)} events/s** (target 2 000: ${targets[0]}) |
| latency p50 / p95 / p99 / max | ${ms(eventLatency.p50)} / ${ms(eventLatency.p95)} / **${ms(eventLatency.p99)}** (target 50 ms: ${targets[1]}) / ${ms(eventLatency.max)} |
| answers | ${statusLine(events.statuses)} |
| stored after the stop | ${stored?.count ?? 0} |

| leads | alone | beside the events |
|---|---|---|
| requests | ${leadsAlone.answered} (${(leadsAlone.answered / (leadsAlone.elapsedMs / 1000)).toFixed(0)} req/s) | ${leads.answered} (${(leads.answered / (leads.elapsedMs / 1000)).toFixed(0)} req/s) |
| latency p50 / p95 / p99 / max | ${ms(aloneLatency.p50)} / ${ms(aloneLatency.p95)} / ${ms(aloneLatency.p99)} / ${ms(aloneLatency.max)} | ${ms(leadLatency.p50)} / ${ms(leadLatency.p95)} / **${ms(leadLatency.p99)}** / ${ms(leadLatency.max)} |
| answers | ${statusLine(leadsAlone.statuses)} | ${statusLine(leads.statuses)} |

Acknowledged leads missing after the stop: ${missingLeads}.

The collector script (\`app/features/analytics/collect.ts\`, loaded when the browser is
idle): ${collector.file}, ${collector.raw} bytes, **${collector.gzip} bytes** gzip -9,
${collector.servedGzip} bytes as served gzipped, ${collector.servedBrotli} bytes as served with brotli.
The web-vitals package, fetched by the collector after it has sent the queued events:
${vitals.file}, ${vitals.raw} bytes, **${vitals.gzip} bytes** gzip -9, ${vitals.servedGzip} bytes as served gzipped.

Server error-level log lines: ${server.errorLines.length}.

${violations.length === 0 ? "**Result: pass**: every event answered 202 and stored, every lead 201 and stored." : `**Result: FAIL**\n\n${violations.map((violation) => `- ${violation}`).join("\n")}`}
`;
await writeReport("events-load", report);
process.exit(violations.length === 0 ? 0 : 1);

/** A chunk of the build, raw, gzip -9, and as the server sends it precompressed. */
async function chunkSize(buildDir: string, name: RegExp) {
  const assets = join(buildDir, "client", "assets");
  const file = (await readdir(assets)).find((entry) => name.test(entry));
  if (!file) throw new Error(`No chunk matching ${name} in ${assets}`);
  const source = await readFile(join(assets, file));
  const size = async (suffix: string) => (await readFile(join(assets, `${file}${suffix}`)).catch(() => Buffer.alloc(0))).length;
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length, servedGzip: await size(".gz"), servedBrotli: await size(".br") };
}
