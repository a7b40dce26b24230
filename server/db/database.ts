import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The Drizzle API both engines share: PGlite in-process and PostgreSQL through `pg`. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** A database or an open transaction: functions taking one run inside the caller's transaction. */
export type Executor = Db | Transaction;

export type Engine = "pglite" | "postgresql";

export interface Database {
  readonly db: Db;
  readonly engine: Engine;
  /** Which database this is, without credentials: for the start-up log line. */
  describe(): string;
  /** What an acknowledged write survives, measured per engine (see server/db/README.md). */
  describeGuarantee(): string;
  /** Ends the connections and, for PGlite, hands the folder back to the next server. */
  close(): Promise<void>;
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function queryRows<Row extends Record<string, unknown>>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute<Row>(query)) as unknown as { rows: Row[] };
  return result.rows;
}
