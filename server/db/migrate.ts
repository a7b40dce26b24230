import { sql } from "drizzle-orm";
import { join } from "node:path";
import type { Db } from "./database.ts";

export const migrationsFolder = join(import.meta.dirname, "migrations");

/**
 * Arbitrary but fixed: every instance of this site asks for the same key, so instances
 * starting together apply the migrations one after the other. Drizzle's migrator reads
 * the last applied migration before its transaction, so without the lock two instances
 * would both apply the same migration.
 */
const MIGRATION_LOCK_KEY = 7_318_204_551;

/** Runs `migrate` while holding a session-level advisory lock on the same connection. */
export async function migrateUnderLock(db: Db, migrate: () => Promise<void>): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migrate();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
