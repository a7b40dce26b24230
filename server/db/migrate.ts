import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Db, queryRows } from "./database.ts";

export const migrationsFolder = join(import.meta.dirname, "migrations");

/**
 * Arbitrary but fixed: every instance of this site asks for the same key, so instances
 * starting together apply the migrations one after the other. Drizzle's migrator reads
 * the last applied migration before its transaction, so without the lock two instances
 * would both apply the same migration.
 */
const MIGRATION_LOCK_KEY = 7_318_204_551;

/** A migration failed: nothing of the run was kept, and the server must not start on the old schema. */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? describeFailure(cause) : String(cause);
    super(
      `Databasens migreringar misslyckades och inget ändrades (alla körs i en transaktion): ${reason}\n` +
        "Servern startar inte på det gamla schemat. Rätta felet och starta igen, eller kör `npm run db -- migrate` för att se det.\n" +
        `The database migrations failed and nothing was changed (they run in one transaction): ${reason}`,
      { cause },
    );
    this.name = "MigrationError";
  }
}

/** Drizzle wraps the database's error ("Failed query: <the whole migration>"): its cause says what went wrong. */
function describeFailure(error: Error): string {
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const firstLine = error.message.split("\n")[0] ?? error.message;
  return cause ? `${cause} (${firstLine.slice(0, 200)})` : firstLine.slice(0, 500);
}

/**
 * Runs `migrate` while holding a session-level advisory lock on the same connection.
 * Drizzle applies every pending migration in one transaction, so a failing one leaves the
 * schema as it was; the error is then a MigrationError that says so.
 */
export async function migrateUnderLock(db: Db, migrate: () => Promise<void>): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migrate();
  } catch (error) {
    throw new MigrationError(error);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations this code knows, in order, from drizzle-kit's journal. */
export function knownMigrations(folder = migrationsFolder): { tag: string; when: number }[] {
  return (JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as Journal).entries.map(({ tag, when }) => ({ tag, when }));
}

export interface MigrationStatus {
  /** Names of the migrations this code has that the database lacks, oldest first. */
  pending: string[];
  applied: number;
  known: number;
}

/**
 * Which of this code's migrations the database has, as drizzle decides it: by the time of
 * the last one applied. A database never migrated has every migration pending.
 */
export async function migrationStatus(db: Db, folder = migrationsFolder): Promise<MigrationStatus> {
  const known = knownMigrations(folder);
  const [table] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  const rows = table?.exists
    ? await queryRows<{ applied: number; last: string | null }>(db, sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`)
    : [];
  const last = Number(rows[0]?.last ?? 0);
  return { pending: known.filter(({ when }) => when > last).map(({ tag }) => tag), applied: rows[0]?.applied ?? 0, known: known.length };
}
