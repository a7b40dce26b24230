import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema.ts";

export interface SiteTable {
  name: string;
  /** Columns PostgreSQL fills itself (GENERATED ALWAYS AS IDENTITY): a copy must override them and move their sequence on. */
  identityColumns: string[];
  /** The columns a copy writes: all but those PostgreSQL computes from the others (GENERATED ALWAYS AS (...) STORED). */
  writableColumns: string[];
  /** Rows a copy reads and writes per statement: a few MB of JSON at most, so fewer for a table of files (bytea). */
  batchRows?: number;
}

/**
 * Every table of the site, read from the Drizzle schema so that a table added later is
 * copied too, in an order where a table comes after the tables it references.
 */
export function siteTables(): SiteTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: PgTable[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`The schema's foreign keys form a cycle through ${configs.get(table)!.name}`);
    for (const key of configs.get(table)!.foreignKeys) {
      const referenced = key.reference().foreignTable;
      if (referenced !== table) visit(referenced, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.map((table) => {
    const config = configs.get(table)!;
    return {
      name: config.name,
      identityColumns: config.columns.filter((column) => column.generatedIdentity !== undefined).map((column) => column.name),
      writableColumns: config.columns.filter((column) => column.generated === undefined).map((column) => column.name),
      // An image file is up to some hundred kB, twice that as hex in JSON.
      batchRows: config.columns.some((column) => column.getSQLType() === "bytea") ? 10 : 1_000,
    };
  });
}

/** Rows per table, counted with the given query runner (drizzle's or a bare PGlite's). */
export async function countRows(query: (text: string) => Promise<{ count: number }[]>, tables = siteTables()): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { name } of tables) counts.set(name, (await query(`select count(*)::int as count from "${name}"`))[0]?.count ?? 0);
  return counts;
}
