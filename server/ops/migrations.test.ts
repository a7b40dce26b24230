import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { randomUUID } from "node:crypto";
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tempFolder, testEngines } from "../../tests/support/databases.ts";
import { createDatabase, dropDatabase } from "../../tests/support/postgres.ts";
import { type Db, queryRows } from "../db/database.ts";
import { knownMigrations, MigrationError, migrateUnderLock, migrationsFolder, migrationStatus } from "../db/migrate.ts";
import * as schema from "../db/schema.ts";
import { runEntry } from "../testing/run-command.ts";

const engines = testEngines();
const dbEntry = join("server", "ops", "cli.ts");
let broken: { path: string; remove: () => Promise<void> };

/** This code's migrations and one more whose first statement works and whose second fails. */
beforeAll(async () => {
  broken = await tempFolder("broken-migrations-");
  await cp(migrationsFolder, broken.path, { recursive: true });
  const journalPath = join(broken.path, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_broken" });
  await writeFile(journalPath, JSON.stringify(journal));
  await writeFile(join(broken.path, "9999_broken.sql"), 'CREATE TABLE "migration_probe" ("id" integer);\n--> statement-breakpoint\nSELECT no_such_function();\n');
});
afterAll(() => broken.remove());

async function tableExists(db: Db, name: string) {
  const [row] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass(${`public.${name}`}) is not null as exists`);
  return row!.exists;
}

describe("a migration that fails", () => {
  it("changes nothing on the embedded database and says so", async () => {
    const database = await engines[0]!.open(await engines[0]!.freshConfig());
    const before = await migrationStatus(database.db);
    const failure = migrateUnderLock(database.db, () => migratePglite(database.db as never, { migrationsFolder: broken.path }));
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(/migreringar misslyckades och inget ändrades.*no_such_function/s);
    expect(await tableExists(database.db, "migration_probe")).toBe(false);
    expect(await migrationStatus(database.db)).toEqual(before);
    expect((await migrationStatus(database.db, broken.path)).pending).toEqual(["9999_broken"]);
  });

  it("applies none of a new PostgreSQL database's migrations when the last one fails", async () => {
    const name = `broken_${randomUUID().slice(0, 8)}`;
    const client = new pg.Client({ connectionString: await createDatabase(inject("postgresUrl"), name) });
    await client.connect();
    try {
      const db = drizzleNodePg({ client, schema }) as unknown as Db;
      await expect(migrateUnderLock(db, () => migrateNodePg(db as never, { migrationsFolder: broken.path }))).rejects.toBeInstanceOf(MigrationError);
      expect(await tableExists(db, "leads")).toBe(false);
      expect((await migrationStatus(db)).pending).toHaveLength(knownMigrations().length);
    } finally {
      await client.end();
      await dropDatabase(inject("postgresUrl"), name);
    }
  });
});

describe("npm run db", () => {
  it("migrate stops with the reason and leaves the database as it was, then applies every migration once the conflict is gone", async () => {
    const name = `migrate_${randomUUID().slice(0, 8)}`;
    const databaseUrl = await createDatabase(inject("postgresUrl"), name);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Someone's own table where the site's first migration creates one.
      await client.query("create table leads (note text)");
      const failed = await runEntry(dbEntry, ["migrate"], { DATABASE_URL: databaseUrl });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain("Databasens migreringar misslyckades och inget ändrades");
      expect(failed.stderr).toContain('relation "leads" already exists');
      expect((await client.query("select to_regclass('public.outbox_jobs') is null as absent")).rows[0].absent).toBe(true);

      const status = await runEntry(dbEntry, ["status"], { DATABASE_URL: databaseUrl });
      expect(status.stdout).toContain(`0 av ${knownMigrations().length} migreringar är lagda`);

      await client.query("drop table leads");
      const migrated = await runEntry(dbEntry, ["migrate"], { DATABASE_URL: databaseUrl });
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toContain(`på plats (${knownMigrations().length} av ${knownMigrations().length})`);
    } finally {
      await client.end();
      await dropDatabase(inject("postgresUrl"), name);
    }
  }, 60_000);
});
