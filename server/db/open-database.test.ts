import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tempFolder, testEngines } from "../../tests/support/databases.ts";
import { projectRoot } from "./config.ts";
import { queryRows } from "./database.ts";
import { migrationsFolder } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";
import { leads, outboxAttempts, outboxJobs } from "./schema.ts";

const engines = testEngines();

const lead = { kind: "contact" as const, email: "anna@example.se", fields: { name: "Anna" } };

async function migrationCount() {
  return (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).length;
}

describe.each(engines)("openDatabase on $name", (engine) => {
  it("applies the schema and stores and reads a lead", async () => {
    const database = await engine.shared();
    const [stored] = await database.db.insert(leads).values(lead).returning();
    expect(stored).toMatchObject({ kind: "contact", email: "anna@example.se", fields: { name: "Anna" }, spam: false });
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const applied = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied[0]?.count).toBe(await migrationCount());
  });

  it("keeps what was written when the database is closed and opened again", async () => {
    const config = await engine.freshConfig();
    const first = await engine.open(config);
    const [stored] = await first.db.insert(leads).values(lead).returning({ id: leads.id });
    await first.close();

    const second = await engine.open(config);
    const found = await second.db.select().from(leads).where(eq(leads.id, stored!.id));
    expect(found).toHaveLength(1);
  });

  it("rolls a failed transaction back and runs raw SQL", async () => {
    const database = await engine.shared();
    const email = `rollback-${randomUUID()}@example.se`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(leads).values({ ...lead, email });
        throw new Error("the form's mail could not be composed");
      }),
    ).rejects.toThrow("could not be composed");
    const rows = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from leads where email = ${email}`);
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("rejects what the schema forbids: an unknown kind, an e-mail address not in lower case, a repeated idempotency key", async () => {
    const database = await engine.shared();
    await expect(database.db.execute(sql`insert into leads (kind, email, fields) values ('newsletter', 'a@example.se', '{}')`)).rejects.toThrow();
    await expect(database.db.insert(leads).values({ ...lead, email: "Anna@Example.se" })).rejects.toThrow();

    const idempotencyKey = randomUUID();
    await database.db.insert(leads).values({ ...lead, idempotencyKey });
    await expect(database.db.insert(leads).values({ ...lead, idempotencyKey })).rejects.toThrow();
    // The key is unique per kind, and leads without a key never collide.
    await database.db.insert(leads).values({ ...lead, kind: "quote", idempotencyKey });
    await database.db.insert(leads).values([lead, lead]);
  });

  it("deletes a lead's jobs and their attempts with the lead", async () => {
    const database = await engine.shared();
    const [stored] = await database.db.insert(leads).values(lead).returning({ id: leads.id });
    const [job] = await database.db
      .insert(outboxJobs)
      .values({ leadId: stored!.id, kind: "webhook", target: "automation_webhook", payload: { email: lead.email }, webhookId: `msg_${randomUUID()}` })
      .returning({ id: outboxJobs.id });
    await database.db.insert(outboxAttempts).values({ jobId: job!.id, attemptedAt: new Date(), statusCode: 500, error: "HTTP 500", durationMs: 12 });

    await database.db.delete(leads).where(eq(leads.id, stored!.id));
    expect(await database.db.select().from(outboxJobs).where(eq(outboxJobs.id, job!.id))).toEqual([]);
    expect(await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.jobId, job!.id))).toEqual([]);
  });
});

describe("openDatabase on PGlite", () => {
  const pglite = engines[0]!;

  it("creates the database in an empty folder and names its guarantee", async () => {
    const folder = await tempFolder("pglite-empty-");
    try {
      const database = await pglite.open({ dataDir: folder.path });
      expect(database.engine).toBe("pglite");
      expect(database.describe()).toContain(folder.path);
      expect(database.describeGuarantee()).toBe("survives a crash of the server process, not of the operating system (no fsync)");
      expect(await database.db.select().from(leads)).toEqual([]);
      await database.close();
    } finally {
      await folder.remove();
    }
  }, 60_000);

  it("lets only one server open the folder at a time, and the next one once it is closed", async () => {
    const config = await pglite.freshConfig();
    const first = await pglite.open(config);
    await expect(openDatabase(config)).rejects.toThrow(`Databasmappen ${"dataDir" in config ? config.dataDir : ""} används redan`);
    await first.close();
    const second = await pglite.open(config);
    await second.close();
  });

  it("keeps an acknowledged lead when the server process is killed, and the next server opens the folder", async () => {
    const config = await pglite.freshConfig();
    const moduleUrl = (file: string) => pathToFileURL(join(import.meta.dirname, file)).href;
    const script = `
      const { openDatabase } = await import(${JSON.stringify(moduleUrl("open-database.ts"))});
      const { leads } = await import(${JSON.stringify(moduleUrl("schema.ts"))});
      const database = await openDatabase(${JSON.stringify(config)});
      const [row] = await database.db.insert(leads).values(${JSON.stringify(lead)}).returning({ id: leads.id });
      console.log(row.id);
      setInterval(() => {}, 1000);
    `;
    const child = spawn(join(projectRoot, "node_modules", ".bin", "node"), ["--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [id] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;

    const database = await pglite.open(config);
    const found = await database.db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    expect(found).toEqual([{ id }]);
  }, 60_000);
});

describe("openDatabase on PostgreSQL", () => {
  const postgres = engines[1]!;

  it("names the server without its credentials, and its guarantee", async () => {
    const config = await postgres.freshConfig();
    const database = await postgres.open(config);
    expect(database.engine).toBe("postgresql");
    expect(database.describe()).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/test_\w+$/);
    expect(database.describeGuarantee()).toBe("each commit fsynced by PostgreSQL");
  });

  it("lets several instances start at once on an empty database: each migration is applied once", async () => {
    const config = await postgres.freshConfig();
    const instances = await Promise.all([1, 2, 3, 4].map(() => postgres.open(config)));
    const applied = await queryRows<{ count: number }>(instances[0]!.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied[0]?.count).toBe(await migrationCount());
    await Promise.all(instances.map((instance) => instance.close()));
  });
});
