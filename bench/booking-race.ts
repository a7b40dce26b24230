/**
 * Never a double booking: 50 requests for the same slot at the same moment give one 201
 * and 49 409s, and nothing of the 49 is stored; first against one server on its embedded
 * PGlite, then against two instances on one PostgreSQL, 25 requests each. See
 * bench/README.md.
 */
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { queryRows } from "../server/db/database.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { startPostgresCluster } from "../tests/support/postgres.ts";
import { fakeClientAddress, freshDataDir, prepareBuild, type LeadServer, startLeadServer } from "./support/lead-server.ts";
import { machineLine, numberFlag, stringFlag, writeReport } from "./support/report.ts";

const requests = numberFlag("requests", 50);

interface Stored {
  bookings: number;
  bookingLeads: number;
  /** Jobs of any lead other than the one booked: what a refused request would have left behind. */
  strayJobs: number;
}

interface Round {
  name: string;
  statuses: Map<number, number>;
  stored: Stored;
  slot: string;
}

async function firstSlot(server: LeadServer): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/booking/slots?type=analys&days=30`);
  const { slots } = (await answer.json()) as { slots: { start: string }[] };
  if (!slots[0]) throw new Error("no free slot to race for");
  return slots[0].start;
}

/** One request per client, all released together, spread over the servers in turn. */
async function race(servers: readonly LeadServer[], start: string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: requests }, async (_, n) => {
      const server = servers[n % servers.length]!;
      const answer = await fetch(`${server.baseUrl}/api/booking`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": fakeClientAddress(n + 1) },
        body: JSON.stringify({ type: "analys", start, name: `Kund ${n}`, company: `Företag ${n} AB`, email: `kund${n}@example.org`, consent: true }),
      });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
  );
  return statuses;
}

async function storedIn(config: { dataDir: string } | { databaseUrl: string }): Promise<Stored> {
  const database = await openDatabase(config);
  try {
    const [row] = await queryRows<{ bookings: number; bookingLeads: number; strayJobs: number }>(
      database.db,
      sql`select (select count(*)::int from bookings) as bookings,
                 (select count(*)::int from leads where kind = 'booking') as "bookingLeads",
                 (select count(*)::int from outbox_jobs where lead_id is not null and lead_id not in (select lead_id from bookings)) as "strayJobs"`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

const build = await prepareBuild("bench-booking-race", stringFlag("build-dir"));
const rounds: Round[] = [];

{
  const dataDir = await freshDataDir("booking-race-pglite");
  const server = await startLeadServer({ buildDir: build.dir, dataDir });
  const slot = await firstSlot(server);
  const statuses = await race([server], slot);
  await server.stop();
  rounds.push({ name: "one server, embedded PGlite", statuses, stored: await storedIn({ dataDir }), slot });
  await rm(dataDir, { recursive: true, force: true });
}

{
  const cluster = await startPostgresCluster();
  const databaseUrl = await cluster.createDatabase("bench_booking_race");
  const dataDirs = await Promise.all(["A", "B"].map((name) => freshDataDir(`booking-race-${name}`)));
  const servers = await Promise.all(dataDirs.map((dataDir) => startLeadServer({ buildDir: build.dir, dataDir, env: { DATABASE_URL: databaseUrl } })));
  const slot = await firstSlot(servers[0]!);
  const statuses = await race(servers, slot);
  await Promise.all(servers.map((server) => server.stop()));
  rounds.push({ name: "two instances, one PostgreSQL", statuses, stored: await storedIn({ databaseUrl }), slot });
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  cluster.stop();
}
await build.dispose();

const checks = rounds.flatMap((round): [string, boolean][] => [
  [`${round.name}: exactly one 201 (${round.statuses.get(201) ?? 0})`, round.statuses.get(201) === 1],
  [`${round.name}: every other request 409 (${round.statuses.get(409) ?? 0})`, round.statuses.get(409) === requests - 1],
  [`${round.name}: one booking and one booking lead stored (${round.stored.bookings}, ${round.stored.bookingLeads})`, round.stored.bookings === 1 && round.stored.bookingLeads === 1],
  [`${round.name}: no mail or webhook of a refused request (${round.stored.strayJobs})`, round.stored.strayJobs === 0],
]);
const passed = checks.every(([, ok]) => ok);

const statusText = (statuses: Map<number, number>) => [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(", ");
const report = `# ${requests} bookings of one slot at once

${machineLine()}

Setup: the production build served by \`server/index.ts\` (\`TRUST_PROXY=1\`, each request
from a fake client address of its own so the rate limit never refuses one). The first
free slot of "analys" is taken from \`GET /api/booking/slots\`; then ${requests} \`POST /api/booking\`
for that slot, each from another visitor, are released at once. Against two instances
the requests alternate between them; both use one throwaway PostgreSQL cluster
(tests/support/postgres.ts). After the servers stop, the database is read: the bookings,
the booking leads and any delivery or mail of a lead that has no booking.
\`npm run bench:booking-race\`

| round | slot | answers | bookings | booking leads | jobs of refused requests |
|---|---|---|---|---|---|
${rounds.map((round) => `| ${round.name} | ${round.slot} | ${statusText(round.statuses)} | ${round.stored.bookings} | ${round.stored.bookingLeads} | ${round.stored.strayJobs} |`).join("\n")}

${checks.map(([label, ok]) => `- ${ok ? "✅" : "❌"} ${label}`).join("\n")}

Why: the check that a slot is free runs before the transaction, so requests that arrive
together can all pass it; the partial unique index on (calendar, starts_at) for confirmed bookings then lets
one transaction commit, and every other one fails on the index and rolls back with its
lead, mails and deliveries (server/booking/booking-store.ts), answered 409.
`;

await writeReport("booking-race", report);
console.log(report);
process.exit(passed ? 0 : 1);
