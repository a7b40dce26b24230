import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { staffPaths } from "../../contracts/staff.ts";
import { tempFolder } from "../../tests/support/databases.ts";
import { createDatabase, dropDatabase } from "../../tests/support/postgres.ts";
import { usersTool } from "../auth/index.ts";
import { type Database, queryRows } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { readServerEnv } from "../env.ts";
import { addLeadNote } from "../leads/index.ts";
import { createLogger } from "../logger.ts";
import { type RunningServices, startServices } from "../services.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { siteTables } from "./site-tables.ts";

const dbEntry = join("server", "ops", "cli.ts");
const password = "Korrekt-Häst-Batteri-Häftklammer-42";
const users = ["kopia-a@example.com", "kopia-b@example.com"];
const silent = createLogger({ level: "silent" });
const databases: string[] = [];
const folders: { remove: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const folder of folders) await folder.remove();
  for (const name of databases) await dropDatabase(inject("postgresUrl"), name);
});

async function emptyPostgres() {
  const name = `copy_${randomUUID().slice(0, 8)}`;
  databases.push(name);
  return createDatabase(inject("postgresUrl"), name);
}

async function withSite<T>(env: Record<string, string>, test: (app: TestApp, services: RunningServices) => Promise<T>): Promise<T> {
  const services = await startServices(readServerEnv(env), silent);
  const app = await createTestApp({ data: services.data });
  try {
    return await test(app, services);
  } finally {
    await app.close();
    await services.stop();
  }
}

async function signIn(app: TestApp, email: string) {
  const response = await app.request("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function tableCounts(database: Database) {
  const counts: Record<string, number> = {};
  for (const { name } of siteTables()) {
    counts[name] = (await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from ${sql.identifier(name)}`))[0]!.count;
  }
  return counts;
}

async function listedLeads(app: TestApp, token: string) {
  const response = await app.request(`${staffPaths.leads}?pageSize=200`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: { id: string }[] }).leads.map(({ id }) => id).sort();
}

describe("npm run db -- copy-to-postgres", () => {
  it("copies every table into an empty PostgreSQL, where the site lists the same leads and signs in the same users", async () => {
    const folder = await tempFolder("copy-source-");
    folders.push(folder);
    const embedded = { DATA_DIR: join(folder.path, "data") };

    const before = await withSite(embedded, async (app, services) => {
      for (const email of users) expect((await runTool(usersTool, ["create", email, "--role", "staff"], embedded, password)).code).toBe(0);
      for (let lead = 0; lead < 30; lead += 1) {
        const response = await app.request(
          leadEndpoints.contact,
          {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
            body: JSON.stringify({ name: "Kopia Test", email: `kopia-${lead}@example.com`, company: "Flytt AB", phone: "", message: "Till PostgreSQL", interests: { chatbot: true } }),
          },
          { remoteAddress: `192.0.2.${lead + 1}` },
        );
        expect(response.status).toBe(201);
        if (lead === 0) await addLeadNote(services.data.database.db, ((await response.json()) as { id: string }).id, "Flyttas med", users[0]!);
      }
      return listedLeads(app, await signIn(app, users[0]!));
    });
    expect(before).toHaveLength(30);

    const databaseUrl = await emptyPostgres();
    const copied = await runEntry(dbEntry, ["copy-to-postgres", databaseUrl], embedded);
    expect(copied.code, copied.stderr).toBe(0);
    expect(copied.stdout).toContain("räknade och lika i båda databaserna");
    expect(copied.stdout).toContain("Sätt DATABASE_URL=");
    expect(copied.stdout).toContain(`Arkivera ${embedded.DATA_DIR}`);

    const source = await openDatabase({ dataDir: embedded.DATA_DIR });
    const target = await openDatabase({ databaseUrl });
    try {
      const counts = await tableCounts(source);
      expect(await tableCounts(target)).toEqual(counts);
      for (const table of ["leads", "lead_notes", "lead_events", "outbox_jobs", "auth_users", "auth_sessions", "auth_refresh_tokens", "auth_signing_keys"]) {
        expect(counts[table], table).toBeGreaterThan(0);
      }
      // A webhook body keeps its key order (a json column), and the history its positions.
      const payloads = sql`select webhook_id, payload::text as payload from outbox_jobs order by webhook_id`;
      expect(await queryRows(target.db, payloads)).toEqual(await queryRows(source.db, payloads));
      const positions = sql`select lead_id, position, action from lead_events order by position`;
      expect(await queryRows(target.db, positions)).toEqual(await queryRows(source.db, positions));
    } finally {
      await source.close();
      await target.close();
    }

    await withSite({ DATABASE_URL: databaseUrl }, async (app, services) => {
      expect(await listedLeads(app, await signIn(app, users[0]!))).toEqual(before);
      await signIn(app, users[1]!);
      // The history's sequence goes on after the copied positions.
      await addLeadNote(services.data.database.db, before[0]!, "Efter flytten", users[1]!);
    });

    const again = await runEntry(dbEntry, ["copy-to-postgres", databaseUrl], embedded);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("PostgreSQL-databasen är inte tom");
  }, 180_000);

  it("refuses a table the schema does not know, copying nothing", async () => {
    const folder = await tempFolder("copy-unknown-");
    folders.push(folder);
    const dataDir = join(folder.path, "data");
    const source = await openDatabase({ dataDir });
    await source.db.execute(sql`create table someone_elses (id int)`);
    await source.close();
    const databaseUrl = await emptyPostgres();
    const refused = await runEntry(dbEntry, ["copy-to-postgres", databaseUrl], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("tabeller som sajtens schema inte känner: someone_elses");
    const target = await openDatabase({ databaseUrl });
    try {
      expect(Object.values(await tableCounts(target)).every((count) => count === 0)).toBe(true);
    } finally {
      await target.close();
    }
  }, 120_000);
});
