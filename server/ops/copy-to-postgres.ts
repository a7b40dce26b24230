import { sql } from "drizzle-orm";
import { type Database, type Executor, queryRows } from "../db/database.ts";
import { migrationStatus } from "../db/migrate.ts";
import { siteTables } from "./site-tables.ts";

export class CopyRefused extends Error {}

/**
 * Copies every table of the embedded database into an empty PostgreSQL database that has
 * the same migrations, in one transaction on the target: every table or none. Tables come
 * from the Drizzle schema (site-tables.ts); a table the source has that the schema lacks
 * stops the copy, so nothing is left behind unnoticed. Identity sequences are moved past
 * the copied values, and the counts are compared before the commit.
 */
export async function copyToPostgres(source: Database, target: Database): Promise<Map<string, number>> {
  const tables = siteTables();
  const known = new Set(tables.map(({ name }) => name));
  const sourceTables = await queryRows<{ name: string }>(source.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const unknown = sourceTables.map(({ name }) => name).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new CopyRefused(`Den inbäddade databasen har tabeller som sajtens schema inte känner: ${unknown.join(", ")}. Inget har kopierats.`);
  }
  const [sourceMigrations, targetMigrations] = await Promise.all([migrationStatus(source.db), migrationStatus(target.db)]);
  if (sourceMigrations.pending.length > 0 || targetMigrations.pending.length > 0) {
    throw new CopyRefused("Databaserna har inte samma migreringar; starta om kommandot med den här versionens kod. Inget har kopierats.");
  }
  const counts = new Map<string, number>();
  for (const { name } of tables) counts.set(name, await count(source.db, name));

  await target.db.transaction(async (tx) => {
    for (const { name } of tables) {
      if ((await count(tx, name)) > 0) throw new CopyRefused(`PostgreSQL-databasen är inte tom (tabellen ${name} har rader). Ange en tom databas. Inget har kopierats.`);
    }
    for (const { name, identityColumns, writableColumns, batchRows = 1_000 } of tables) {
      const columns = sql.join(
        writableColumns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      for (let offset = 0; offset < counts.get(name)!; offset += batchRows) {
        const [batch] = await queryRows<{ rows: string }>(
          source.db,
          sql`select coalesce(json_agg(t), '[]')::text as rows from (select * from ${sql.identifier(name)} order by ctid limit ${batchRows} offset ${offset}) t`,
        );
        const overriding = identityColumns.length > 0 ? sql` overriding system value` : sql``;
        await tx.execute(
          sql`insert into ${sql.identifier(name)} (${columns})${overriding} select ${columns} from json_populate_recordset(null::${sql.identifier(name)}, ${batch!.rows}::json)`,
        );
      }
      for (const column of identityColumns) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`,
        );
      }
      const copied = await count(tx, name);
      if (copied !== counts.get(name)) throw new Error(`Tabellen ${name}: ${counts.get(name)} rader i källan men ${copied} kopierade; inget har kopierats.`);
    }
  });
  return counts;
}

async function count(executor: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(executor, sql`select count(*)::int as count from ${sql.identifier(table)}`);
  return row?.count ?? 0;
}
