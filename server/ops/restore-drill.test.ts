import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { tempFolder } from "../../tests/support/databases.ts";
import { createDatabase, dropDatabase } from "../../tests/support/postgres.ts";
import { usersTool } from "../auth/index.ts";
import { queryRows } from "../db/database.ts";
import { readServerEnv } from "../env.ts";
import { addLeadNote, changeLead } from "../leads/index.ts";
import { createLogger } from "../logger.ts";
import { type RunningServices, startServices } from "../services.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { runBackupCommand } from "./cli/backup-command.ts";
import { runRestoreCommand } from "./cli/restore-command.ts";
import { siteTables } from "./site-tables.ts";

/*
 * The restore drill (README.md, "Drift"): a site with 200 leads, 3 users, notes and mails;
 * a backup taken while it takes more leads, and one after; each restored into a new
 * database; the same counts, a user signs in, a lead's history is intact. On both engines.
 */

const password = "Korrekt-Häst-Batteri-Häftklammer-42";
const staff = ["drill-a@example.com", "drill-b@example.com", "drill-c@example.com"];
const backupEntry = join("server", "ops", "backup-cli.ts");
const restoreEntry = join("server", "ops", "restore-cli.ts");
const silent = createLogger({ level: "silent" });

interface Site {
  env: Record<string, string>;
  services: RunningServices;
  app: TestApp;
  stop(): Promise<void>;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const services = await startServices(readServerEnv(env), silent);
  const app = await createTestApp({ data: services.data });
  return {
    env,
    services,
    app,
    async stop() {
      await app.close();
      await services.stop();
    },
  };
}

let address = 0;
async function postLead(site: Site, email: string) {
  address += 1;
  const response = await site.app.request(
    leadEndpoints.contact,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
      body: JSON.stringify({ name: "Drill Test", email, company: "Övning AB", phone: "", message: "Återställningsövning", interests: { chatbot: true } }),
    },
    { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function counts(site: Site): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const { name } of siteTables()) {
    const [row] = await queryRows<{ count: number }>(site.services.data.database.db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
    result[name] = row!.count;
  }
  return result;
}

/** A lead with its notes, history and mails and deliveries, as rows. */
async function leadHistory(site: Site, id: string) {
  const db = site.services.data.database.db;
  return {
    lead: await queryRows(db, sql`select id, kind, email, fields, status, assignee, created_at::text from leads where id = ${id}`),
    notes: await queryRows(db, sql`select author, text, created_at::text from lead_notes where lead_id = ${id} order by created_at`),
    events: await queryRows(db, sql`select actor, action, from_value, to_value, position from lead_events where lead_id = ${id} order by position`),
    jobs: await queryRows(db, sql`select kind, target, payload::text, webhook_id from outbox_jobs where lead_id = ${id} order by webhook_id`),
  };
}

const engines = [
  {
    name: "the embedded database",
    extension: "tar.gz",
    async fresh(folders: string[]): Promise<Record<string, string>> {
      const folder = await tempFolder("drill-data-");
      folders.push(folder.path);
      return { DATA_DIR: folder.path };
    },
  },
  {
    name: "PostgreSQL",
    extension: "pgdump",
    async fresh(_folders: string[], databases: string[]): Promise<Record<string, string>> {
      const name = `drill_${randomUUID().slice(0, 8)}`;
      databases.push(name);
      return { DATABASE_URL: await createDatabase(inject("postgresUrl"), name) };
    },
  },
];

describe.each(engines)("the restore drill on $name", (engine) => {
  const folders: string[] = [];
  const databases: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    for (const name of databases) await dropDatabase(inject("postgresUrl"), name);
  });

  it("restores a backup taken under load into a new database, with the same data, sign-ins and history", async () => {
    const backups = await tempFolder("drill-backups-");
    folders.push(backups.path);
    const site = await startSite(await engine.fresh(folders, databases));
    const restoredSites: Site[] = [];
    try {
      for (const email of staff) {
        const created = await runTool(usersTool, ["create", email, "--role", "staff"], site.env, password);
        expect(created.code, created.stderr).toBe(0);
      }
      const ids: string[] = [];
      for (let lead = 0; lead < 200; lead += 1) ids.push(await postLead(site, `drill-${lead}@example.com`));
      for (const id of ids.slice(0, 20)) {
        await addLeadNote(site.services.data.database.db, id, `Ringde kunden om ${id.slice(0, 8)}`, staff[0]!);
        await changeLead(site.services.data.database.db, id, { status: "in_progress", assignee: staff[1]! }, staff[0]!);
      }

      // 1. Under load: leads keep arriving while the backup is taken.
      const underLoad = join(backups.path, `under-load.${engine.extension}`);
      let loading = true;
      let extra = 0;
      const load = (async () => {
        while (loading) {
          await postLead(site, `load-${extra}@example.com`);
          extra += 1;
        }
      })();
      const started = performance.now();
      const backup = await runEntry(backupEntry, [underLoad], site.env);
      const backupSeconds = (performance.now() - started) / 1000;
      loading = false;
      await load;
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("Säkerhetskopian är skriven");
      const file = await stat(underLoad);
      expect(file.mode & 0o777).toBe(0o600);
      console.log(`Restore drill on ${engine.name}: ${backup.stdout.trim()} The command's whole process: ${backupSeconds.toFixed(1)} s; ${extra} leads arrived meanwhile.`);

      // 2. After the load: the exact state, to compare table by table.
      const quiet = join(backups.path, `quiet.${engine.extension}`);
      const quietBackup = await runEntry(backupEntry, [quiet], site.env);
      expect(quietBackup.code, quietBackup.stderr).toBe(0);
      const live = await counts(site);
      expect(live.leads).toBe(200 + extra);
      expect(live.auth_users).toBe(3);

      const first = await engine.fresh(folders, databases);
      const restoredUnderLoad = await runEntry(restoreEntry, [underLoad], first);
      expect(restoredUnderLoad.code, restoredUnderLoad.stderr).toBe(0);
      const second = await engine.fresh(folders, databases);
      const restoreStarted = performance.now();
      const restoredQuiet = await runEntry(restoreEntry, [quiet], second);
      console.log(`Restore drill on ${engine.name}: restore ${((performance.now() - restoreStarted) / 1000).toFixed(1)} s (the command's whole process)`);
      expect(restoredQuiet.code, restoredQuiet.stderr).toBe(0);
      expect(restoredQuiet.stdout).toContain(`${live.leads} leads, 3 användare`);

      // The copy under load is one moment's: every lead it has came whole, with its mails and deliveries.
      const torn = await startSite(first);
      restoredSites.push(torn);
      const tornCounts = await counts(torn);
      expect(tornCounts.leads).toBeGreaterThanOrEqual(200);
      expect(tornCounts.leads).toBeLessThanOrEqual(live.leads!);
      expect(tornCounts.lead_notes).toBe(live.lead_notes);
      const [orphans] = await queryRows<{ count: number }>(
        torn.services.data.database.db,
        sql`select count(*)::int as count from leads l where not exists (select from outbox_jobs j where j.lead_id = l.id and j.kind = 'mail')`,
      );
      expect(orphans!.count).toBe(0);

      const restored = await startSite(second);
      restoredSites.push(restored);
      expect(await counts(restored)).toEqual(live);
      const signIn = await restored.app.request("/auth/v1/token?grant_type=password", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: staff[2], password }),
      });
      expect(signIn.status).toBe(200);
      expect(await signIn.json()).toMatchObject({ access_token: expect.any(String), user: { email: staff[2] } });
      const history = await leadHistory(restored, ids[0]!);
      expect(history).toEqual(await leadHistory(site, ids[0]!));
      expect(JSON.stringify(history)).toContain(`Ringde kunden om ${ids[0]!.slice(0, 8)}`);
      expect(JSON.stringify(history)).toContain(staff[1]);
    } finally {
      for (const restoredSite of restoredSites) await restoredSite.stop();
      await site.stop();
    }
  }, 300_000);

  it("refuses a running site, a backup of the other engine and a file that is no backup, changing nothing", async () => {
    const scratch = await tempFolder("drill-refusals-");
    folders.push(scratch.path);
    const site = await startSite(await engine.fresh(folders, databases));
    try {
      const id = await postLead(site, "kept@example.com");
      const backup = join(scratch.path, `site.${engine.extension}`);
      expect((await inProcess(runBackupCommand, [backup], site.env)).code).toBe(0);

      const running = await inProcess(runRestoreCommand, [backup], site.env);
      expect(running.code).toBe(1);
      expect(running.stderr).toContain("Sajten körs");
      expect(running.stderr).toContain("Inget har ändrats");

      const notBackup = join(scratch.path, "anteckningar.txt");
      await writeFile(notBackup, "inte en säkerhetskopia\n");
      const other = await engine.fresh(folders, databases);
      const wrongFile = await inProcess(runRestoreCommand, [notBackup], other);
      expect(wrongFile.code).toBe(1);
      expect(wrongFile.stderr).toContain("är ingen säkerhetskopia");

      const otherKind = join(scratch.path, engine.extension === "pgdump" ? "other.tar.gz" : "other.pgdump");
      await writeFile(otherKind, engine.extension === "pgdump" ? await embeddedBackupBytes(folders) : Buffer.from("PGDMP\u0001\u000e\u0000"));
      const wrongEngine = await inProcess(runRestoreCommand, [otherKind], other);
      expect(wrongEngine.code).toBe(1);
      expect(wrongEngine.stderr).toMatch(engine.extension === "pgdump" ? /inbäddade databasen.*DATABASE_URL/ : /PostgreSQL-databas.*DATABASE_URL/);

      expect((await leadHistory(site, id)).lead).toHaveLength(1);
    } finally {
      await site.stop();
    }
  }, 120_000);
});

/** A command as its entry file runs it, in this process: the entries themselves ran above. */
async function inProcess(
  command: (argv: readonly string[], io: { env: Record<string, string | undefined>; output: { stdout(text: string): void; stderr(text: string): void } }) => Promise<number>,
  argv: string[],
  env: Record<string, string>,
) {
  let stdout = "";
  let stderr = "";
  const code = await command(argv, { env: { ...process.env, ...env }, output: { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) } });
  return { code, stdout, stderr };
}

/** What an embedded backup looks like from outside (a data folder as a gzipped tar), for the PostgreSQL side to refuse. */
async function embeddedBackupBytes(folders: string[]): Promise<Buffer> {
  const folder = await tempFolder("drill-embedded-");
  folders.push(folder.path);
  await mkdir(join(folder.path, "pgdata", "global"), { recursive: true });
  await writeFile(join(folder.path, "pgdata", "PG_VERSION"), "17\n");
  await writeFile(join(folder.path, "pgdata", "global", "pg_control"), Buffer.alloc(8192));
  execFileSync("tar", ["-czf", join(folder.path, "embedded.tar.gz"), "-C", folder.path, "pgdata"]);
  return readFile(join(folder.path, "embedded.tar.gz"));
}
