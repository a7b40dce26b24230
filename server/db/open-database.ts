import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "./config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import type { Database } from "./database.ts";
import { type Log, quietLog } from "./log.ts";
import { migrateUnderLock, migrationsFolder } from "./migrate.ts";
import { openPgliteClient } from "./pglite-client.ts";
import { makeDataDirPrivate } from "./private-data-dir.ts";
import * as schema from "./schema.ts";

export interface OpenDatabaseOptions {
  log?: Log;
  /** Connections in the pool of a PostgreSQL server. */
  poolSize?: number;
}

/**
 * Opens the database the configuration names and brings its schema up to date:
 * PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in the data
 * folder, in this process only, which must be closed to other users.
 */
export function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  return "databaseUrl" in config
    ? openPostgres(config.databaseUrl, options)
    : openPglite(config.dataDir);
}

/** The PGlite files live in a subfolder so the lock file beside them is never mistaken for data. */
export const pgliteFolderName = "pglite";

async function openPglite(dataDir: string): Promise<Database> {
  const pgliteFolder = join(dataDir, pgliteFolderName);
  // Before anything is written there: an open folder stops here (private-data-dir.ts).
  await makeDataDirPrivate(dataDir, [pgliteFolder]);
  const lock = await lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await openPgliteClient(pgliteFolder);
    const db = drizzlePglite({ client, schema });
    await migrateUnderLock(db, () => migratePglite(db, { migrationsFolder }));
    const opened = client;
    return {
      db,
      engine: "pglite",
      describe: () => `PGlite (embedded) in ${dataDir}`,
      describeGuarantee: () => "survives a crash of the server process, not of the operating system (no fsync)",
      async close() {
        try {
          await opened.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? quietLog;
  const url = new URL(databaseUrl);
  const description = `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => log.error({ err: error, database: description }, "PostgreSQL connection lost"));
  try {
    const client = await pool.connect();
    try {
      const db = drizzleNodePg({ client, schema });
      await migrateUnderLock(db, () => migrateNodePg(db, { migrationsFolder }));
      client.release();
    } catch (error) {
      client.release(true);
      throw error;
    }
    return {
      db: drizzleNodePg({ client: pool, schema }),
      engine: "postgresql",
      describe: () => description,
      describeGuarantee: () => "each commit fsynced by PostgreSQL",
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
