import { PGlite, type QueryOptions, type Results, type Transaction, types } from "@electric-sql/pglite";
import { OwnerOnlyNodeFS } from "./owner-only-fs.ts";

const asText = (value: string) => value;

/**
 * What drizzle-orm asks of every query's results: dates, times and intervals (and arrays
 * of them) stay text, for its own column types to read.
 */
export const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1115: asText, // timestamp[]
  1182: asText, // date[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1231: asText, // numeric[]
};

const drizzleTypes = new Set(Object.keys(drizzleParsers));

/** A query's options without drizzle's parsers, which the client's table already holds; other parsers stay. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const given = Object.keys(options.parsers);
  if (given.length !== drizzleTypes.size || !given.every((type) => drizzleTypes.has(type))) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite for drizzle-orm. Drizzle passes its parsers with every query, and PGlite then
 * copies its table of over 300 types to merge them in: about 0.1 ms a query, more than a
 * small statement takes to run, on the thread that answers the requests. This client
 * holds drizzle's parsers from the start and leaves each query's own out, so the results
 * are the same and the copy is never made.
 */
class DrizzlePglite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <Row>(text: string, params?: unknown[], options?: QueryOptions) => tx.query<Row>(text, params, withoutParsers(options));
      // The rest of the transaction (exec, rollback, the `closed` getter) stays as PGlite made it.
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }
}

/**
 * Opens the PGlite folder (creating it when new) with drizzle's parsers in place, its
 * files readable by this process's user only (owner-only-fs.ts).
 */
export async function openPgliteClient(dataDir: string): Promise<PGlite> {
  const client = new DrizzlePglite({ fs: new OwnerOnlyNodeFS(dataDir), parsers: drizzleParsers });
  await client.waitReady;
  return client;
}
