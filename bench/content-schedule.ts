/**
 * A publish scheduled a minute ahead, on two server instances on one PostgreSQL: it goes
 * live on time on both, survives a restart of both, and a revert on one reaches the
 * other. See bench/README.md.
 *
 * Each instance asks the database every 5 s whether the live revisions changed
 * (server/content/live-content.ts), so the new heading should reach both within 5 s of
 * the publish's time, read from the raw HTML a crawler gets.
 */
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { type ContentDocument, type ContentPublished, type ContentRevisionList, staffContentPaths } from "../contracts/content.ts";
import { startPostgresCluster } from "../tests/support/postgres.ts";
import { freshDataDir, type LeadServer, prepareBuild, startLeadServer } from "./support/lead-server.ts";
import { appliedAfter } from "./support/content-log.ts";
import { changeTimeline, fetchPage, type PageSample, showsHeading, sitemapLastmod, watchPage } from "./support/page-watch.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";
import { createStaffAccount, expectStaff, signIn } from "./support/staff-session.ts";

const aheadSeconds = numberFlag("ahead-seconds", 60);
const pollMs = 250;
const goalMs = 5_000;
const documentId = "tjanster-paket-page";
const pagePath = "/tjanster-paket";
const names = ["A", "B"] as const;
const password = "ett lösenord för mätningen";
const email = `redaktor-${process.pid}@example.com`;

const checks: [string, boolean][] = [];
const check = (name: string, ok: boolean) => {
  checks.push([name, ok]);
  console.log(`${ok ? "✓" : "✗"} ${name}`);
};
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

const cluster = await startPostgresCluster();
const databaseUrl = await cluster.createDatabase("bench_content_schedule");
const build = await prepareBuild("bench-content-schedule", stringFlag("build-dir"));
const builtPage = await readFile(join(build.dir, "client", pagePath.slice(1), "index.html"));
const builtSitemap = await readFile(join(build.dir, "client", "sitemap.xml"));
// The folders stay empty: with DATABASE_URL no instance opens PGlite.
const dataDirs = await Promise.all(names.map((name) => freshDataDir(`content-schedule-${name}`)));
const start = (i: number, port?: number) => startLeadServer({ buildDir: build.dir, dataDir: dataDirs[i]!, port, env: { DATABASE_URL: databaseUrl } });
let servers: LeadServer[] = [];
/** The instances before the restart, for their log lines. */
let stopped: LeadServer[] = [];
const pageUrl = (server: LeadServer) => `${server.baseUrl}${pagePath}`;

const numbers = {
  publishAt: "",
  oldHeading: "",
  newHeading: "",
  lags: [] as (number | undefined)[],
  /** From the servers' logs: when each found the change after its time, and how long the render took. */
  found: [] as (number | undefined)[],
  renders: [] as (number | undefined)[],
  restartRenders: [] as (number | undefined)[],
  samplesBefore: [] as number[],
  lastmods: [] as (string | undefined)[],
  stopCodes: [] as (number | null)[],
  restartMs: [] as number[],
  revertLagMs: undefined as number | undefined,
  revertFoundMs: undefined as number | undefined,
  revertRenderMs: undefined as number | undefined,
  failure: undefined as string | undefined,
};

try {
  servers = await Promise.all(names.map((_, i) => start(i)));
  console.log(`Instances up: ${servers.map((server, i) => `${names[i]} ${server.baseUrl} in ${ms(server.startupMs)}`).join(", ")}`);
  const [a] = servers as [LeadServer, LeadServer];

  await createStaffAccount(databaseUrl, email, password);
  const token = await signIn(a.baseUrl, email, password);

  // A draft with a new heading, published on A for a time `aheadSeconds` from now.
  const document = await expectStaff<ContentDocument>(a.baseUrl, token, staffContentPaths.document(documentId), 200);
  const data = structuredClone(document.current) as { page: { heading: string } };
  numbers.oldHeading = data.page.heading;
  const dueAt = Date.now() + aheadSeconds * 1000;
  const clock = new Date(dueAt).toLocaleTimeString("sv-SE", { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  numbers.newHeading = `Nya paket från kl. ${clock}`;
  data.page.heading = numbers.newHeading;
  const before = await Promise.all(servers.map((server) => fetchPage(pageUrl(server))));
  check(
    "both instances show the build's heading before the publish",
    before.every((sample) => sample.status === 200 && showsHeading(sample.body, numbers.oldHeading)),
  );
  await expectStaff(a.baseUrl, token, staffContentPaths.draft(documentId), 200, { method: "PUT", body: { data } });
  const published = await expectStaff<ContentPublished>(a.baseUrl, token, staffContentPaths.publish(documentId), 201, {
    method: "POST",
    body: { publishAt: new Date(dueAt).toISOString() },
  });
  numbers.publishAt = published.revision.publishAt;
  const publishAt = Date.parse(published.revision.publishAt);
  check(`the publish was accepted as scheduled for ${numbers.publishAt}`, published.revision.state === "scheduled" && publishAt === dueAt);
  console.log(`Scheduled "${numbers.newHeading}" for ${numbers.publishAt}; watching both instances every ${pollMs} ms...`);

  // Both instances every 250 ms until the new heading has been there for a second on both, or 30 s after the time.
  const isOld = (sample: PageSample) => showsHeading(sample.body, numbers.oldHeading);
  const isNew = (sample: PageSample) => showsHeading(sample.body, numbers.newHeading);
  const settled = (samples: readonly PageSample[]) => {
    const first = samples.find(isNew);
    return first !== undefined && samples.at(-1)!.sentAt - first.sentAt >= 1_000;
  };
  const watched = await Promise.all(servers.map((server) => watchPage(pageUrl(server), { everyMs: pollMs, untilMs: publishAt + 30_000, done: settled })));
  watched.forEach((samples, i) => {
    const timeline = changeTimeline(samples, publishAt, isOld, isNew);
    numbers.lags.push(timeline.lagMs);
    const applied = appliedAfter(servers[i]!.logTail(), publishAt);
    numbers.found.push(applied && applied.foundAt - publishAt);
    numbers.renders.push(applied?.renderMs);
    numbers.samplesBefore.push(timeline.before);
    const name = names[i]!;
    check(`${name} showed the old heading in all ${timeline.before} answers before the time`, timeline.before > 0 && timeline.beforeOld === timeline.before);
    check(
      `${name} showed the new heading ${timeline.lagMs === undefined ? "never" : `${seconds(timeline.lagMs)} after the time`} (goal: within ${seconds(goalMs)})`,
      timeline.lagMs !== undefined && timeline.lagMs >= 0 && timeline.lagMs <= goalMs,
    );
    check(`${name} kept showing it afterwards`, timeline.firstNew !== undefined && timeline.lapses === 0);
  });
  const sitemaps = await Promise.all(servers.map(async (server) => (await fetchPage(`${server.baseUrl}/sitemap.xml`)).body.toString()));
  numbers.lastmods = sitemaps.map((sitemap) => sitemapLastmod(sitemap, pagePath));
  check(
    `both sitemaps date ${pagePath} (${numbers.lastmods.map((lastmod, i) => `${names[i]}: ${lastmod ?? "no <lastmod>"}`).join(", ")})`,
    numbers.lastmods.every((lastmod) => lastmod === numbers.publishAt.slice(0, 10)),
  );

  // Both stopped as a process manager stops them, then started again on the same database and ports.
  numbers.stopCodes = await Promise.all(servers.map((server) => server.stop()));
  stopped = servers;
  check("both instances stopped cleanly on SIGTERM", numbers.stopCodes.every((code) => code === 0));
  servers = await Promise.all(servers.map((server, i) => start(i, server.port)));
  numbers.restartMs = servers.map((server) => server.startupMs);
  numbers.restartRenders = servers.map((server) => appliedAfter(server.logTail(), 0)?.renderMs);
  const afterRestart = await Promise.all(servers.map((server) => fetchPage(pageUrl(server))));
  check("both show the new heading in their first answer after the restart", afterRestart.every((sample) => sample.status === 200 && isNew(sample)));
  const [a2, b2] = servers as [LeadServer, LeadServer];
  const history = await expectStaff<ContentRevisionList>(b2.baseUrl, token, staffContentPaths.revisions(documentId), 200);
  const revision = history.revisions.find((entry) => entry.revision === published.revision.revision);
  check(`the revision is still live after the restart (${revision?.state ?? "missing"})`, revision?.state === "live");

  // Back to the build's content on B: B at once, A within its next check, byte for byte the build's page.
  const revertSentAt = Date.now();
  await expectStaff(b2.baseUrl, token, staffContentPaths.revert(documentId), 201, { method: "POST", body: { revision: 0 } });
  const revertedAt = Date.now();
  const onB = await fetchPage(pageUrl(b2));
  check("B shows the build's heading as soon as its revert is answered", onB.status === 200 && isOld(onB));
  const followed = await watchPage(pageUrl(a2), { everyMs: pollMs, untilMs: revertedAt + 30_000, done: (samples) => isOld(samples.at(-1)!) });
  const followedAt = followed.find(isOld);
  numbers.revertLagMs = followedAt && followedAt.answeredAt - revertedAt;
  const appliedOnA = appliedAfter(a2.logTail(), revertSentAt);
  numbers.revertFoundMs = appliedOnA && appliedOnA.foundAt - revertedAt;
  numbers.revertRenderMs = appliedOnA?.renderMs;
  check(
    `A followed the revert ${numbers.revertLagMs === undefined ? "never" : `${seconds(numbers.revertLagMs)} after it`} (goal: within ${seconds(goalMs)})`,
    numbers.revertLagMs !== undefined && numbers.revertLagMs <= goalMs,
  );
  const finalPages = await Promise.all(servers.map((server) => fetchPage(pageUrl(server))));
  check(`both serve ${pagePath} byte for byte as the build wrote it`, finalPages.every((sample) => sample.body.equals(builtPage)));
  const finalSitemaps = await Promise.all(servers.map((server) => fetchPage(`${server.baseUrl}/sitemap.xml`)));
  check("both serve the build's sitemap again, without the date", finalSitemaps.every((sample) => sample.body.equals(builtSitemap)));
} catch (error) {
  numbers.failure = (error as Error).message;
  check(`the run went through (${numbers.failure.split("\n")[0]})`, false);
} finally {
  const codes = await Promise.all(servers.map((server) => server.stop()));
  if (servers.length > 0 && servers !== stopped) check("both restarted instances stopped cleanly on SIGTERM", codes.every((code) => code === 0));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  await build.dispose();
  cluster.stop();
}

const logLines = (group: LeadServer[]) => group.flatMap((server, i) => server.errorLines.map((line) => `${names[i]}: ${line}`));
const errorLines = servers === stopped ? logLines(servers) : [...logLines(stopped), ...logLines(servers)];
const passed = checks.every(([, ok]) => ok);
const lagCell = (lag: number | undefined) => (lag === undefined ? "never" : seconds(lag));
const logCell = (value: number | undefined) => (value === undefined ? "–" : seconds(value));
const perInstance = names
  .map((name, i) => {
    const restart = numbers.restartMs[i];
    return `| ${name} | ${numbers.samplesBefore[i] ?? "–"} | ${lagCell(numbers.lags[i])} | ${logCell(numbers.found[i])} | ${logCell(numbers.renders[i])} | ${numbers.lastmods[i] ?? "–"} | ${restart === undefined ? "–" : seconds(restart)} | ${logCell(numbers.restartRenders[i])} |`;
  })
  .join("\n");

const report = `# A scheduled publish on two instances on one PostgreSQL

${machineLine()} The machine is shared with other work and runs
both instances and PostgreSQL on its 2 cores.

Setup: a throwaway PostgreSQL cluster (tests/support/postgres.ts) and two real servers
(\`server/index.ts\`, production build) on 127.0.0.1 with the same DATABASE_URL. A staff
account made with \`npm run users -- create\` signs in through A's embedded auth, saves a
draft of \`${documentId}\` with a new heading and publishes it on A for ${aheadSeconds} s
ahead. Both instances' raw HTML of ${pagePath} (a plain fetch, no JavaScript) is read
every ${pollMs} ms; each instance asks the database every 5 s whether the live content
changed, so the goal is the new heading on both within ${seconds(goalMs)} of the time. Then
both are stopped with SIGTERM and started again on the same database, and the content is
reverted to the build's on B while A is watched.
\`node bench/content-schedule.ts --ahead-seconds ${aheadSeconds}\`

Heading before: "${numbers.oldHeading}"; published: "${numbers.newHeading}" at ${numbers.publishAt || "–"}.

| instance | answers before the time (all old) | new heading after the time | found by its check after | render | sitemap \`<lastmod>\` | start after the restart | of it, render |
|---|---|---|---|---|---|---|---|
${perInstance}

The lag is measured to the end of the first answer with the new heading, so it includes
up to ${pollMs} ms of the polling beat. The servers' logs split it: "found" is when the
instance's check of the database began the render (the log line's time less the render's
seconds it names, to a tenth of a second), "render" how long rendering the prerendered
pages with the new content took before they were served. A restarted instance renders
them before it listens (the last column, part of its start). A followed B's revert
${lagCell(numbers.revertLagMs)} after B answered it (found after ${logCell(numbers.revertFoundMs)}, render ${logCell(numbers.revertRenderMs)}).

${checks.map(([name, ok]) => `- ${ok ? "✓" : "✗"} ${name}`).join("\n")}
${errorLines.length > 0 ? `\nError lines in the servers' logs (first 5 of ${errorLines.length}):\n\n\`\`\`\n${errorLines.slice(0, 5).join("\n")}\n\`\`\`\n` : ""}${numbers.failure ? `\nThe run stopped early:\n\n\`\`\`\n${numbers.failure.slice(0, 2000)}\n\`\`\`\n` : ""}`;

await writeReport("content-schedule", report);
process.exit(passed ? 0 : 1);
