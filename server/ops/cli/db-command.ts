import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { runParsed } from "../../cli/command-channel.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { type DatabaseConfig, readDatabaseConfig } from "../../db/config.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.ts";
import type { Db } from "../../db/database.ts";
import { MigrationError, migrationStatus } from "../../db/migrate.ts";
import { openDatabase } from "../../db/open-database.ts";
import * as schema from "../../db/schema.ts";
import { CopyRefused, copyToPostgres } from "../copy-to-postgres.ts";
import { withStoppedPglite } from "../embedded-folder.ts";
import pg from "pg";

type DbCommand = { name: "help" } | { name: "migrate" } | { name: "status" } | { name: "copy-to-postgres"; databaseUrl: string };

const dbUsage = `Användning: npm run db -- KOMMANDO

  migrate                         lägger på de migreringar databasen saknar, under samma lås som
                                  serverns start (för ett init-jobb före servrarna); alla i en transaktion
  status                          vilka migreringar databasen har och vilka som saknas
  copy-to-postgres DATABASE_URL   kopierar hela den inbäddade databasen (DATA_DIR) till en tom
                                  PostgreSQL-databas i en transaktion; sajten ska stå still
`;

const dbArguments: Pick<CommandTool<DbCommand>, "name" | "usage" | "parse"> = {
  name: "db",
  usage: dbUsage,
  parse(argv) {
    const [name, ...rest] = argv;
    if (name === undefined || name === "help" || name === "--help") return { name: "help" };
    if ((name === "migrate" || name === "status") && rest.length === 0) return { name };
    if (name === "copy-to-postgres") {
      if (rest.length !== 1 || !/^postgres(ql)?:\/\//.test(rest[0]!)) throw new UsageError("ange PostgreSQL-databasens adress: postgres://användare:lösenord@värd:5432/namn");
      return { name, databaseUrl: rest[0]! };
    }
    throw new UsageError(`okänt kommando: ${argv.join(" ")}`);
  },
};

/** `npm run db -- migrate | status | copy-to-postgres URL` (usage above). */
export async function runDbCommand(argv: readonly string[], { env, output }: { env: Record<string, string | undefined>; output: Output }): Promise<ExitCode> {
  return runParsed({ ...dbArguments, run: async () => exitCode.ok }, argv, output, async (command) => {
    try {
      const config = readDatabaseConfig(env);
      if (command.name === "migrate") return await migrate(config, output);
      if (command.name === "status") return await status(config, output);
      if (command.name === "copy-to-postgres") return await copy(config, command.databaseUrl, output);
      return exitCode.ok;
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        output.stderr("Fel: sajten körs och håller den inbäddade databasen. Stoppa servern först och kör kommandot igen.\n");
      } else output.stderr(`Fel: ${describeError(error)}\n`);
      return exitCode.failure;
    }
  });
}

async function migrate(config: DatabaseConfig, output: Output): Promise<ExitCode> {
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof MigrationError) {
      output.stderr(`${error.message}\n`);
      return exitCode.failure;
    }
    throw error;
  }
  try {
    const { applied, known } = await migrationStatus(database.db);
    output.stdout(`Databasens migreringar är på plats (${applied} av ${known}): ${database.describe()}.\n`);
    return exitCode.ok;
  } finally {
    await database.close();
  }
}

async function status(config: DatabaseConfig, output: Output): Promise<ExitCode> {
  const print = async (db: Db) => {
    const { pending, applied, known } = await migrationStatus(db);
    output.stdout(`${applied} av ${known} migreringar är lagda.\n`);
    if (pending.length > 0) output.stdout(`Saknas: ${pending.join(", ")}. Servern lägger på dem när den startar, eller kör npm run db -- migrate.\n`);
    return exitCode.ok;
  };
  if ("dataDir" in config) return withStoppedPglite(config.dataDir, (client) => print(drizzlePglite({ client, schema }) as unknown as Db));
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  try {
    return await print(drizzleNodePg({ client: pool, schema }) as unknown as Db);
  } finally {
    await pool.end();
  }
}

async function copy(config: DatabaseConfig, databaseUrl: string, output: Output): Promise<ExitCode> {
  if (!("dataDir" in config)) {
    output.stderr("Fel: DATABASE_URL är redan satt, så sajten använder redan PostgreSQL. Kopian görs från den inbäddade databasen: ta bort DATABASE_URL för kommandot.\n");
    return exitCode.failure;
  }
  // Opened as the server opens it: this code's migrations first, and no server may hold it meanwhile.
  const source = await openDatabase(config);
  try {
    const target = await openDatabase({ databaseUrl }, { poolSize: 2 });
    try {
      const started = performance.now();
      const counts = await copyToPostgres(source, target);
      const rows = [...counts.values()].reduce((sum, value) => sum + value, 0);
      output.stdout(`Kopierat ${rows} rader i ${counts.size} tabeller på ${((performance.now() - started) / 1000).toFixed(1).replace(".", ",")} s, räknade och lika i båda databaserna:\n`);
      for (const [table, rowCount] of counts) output.stdout(`  ${table.padEnd(24)} ${rowCount}\n`);
      output.stdout(
        [
          "",
          "Nästa steg:",
          `  1. Sätt DATABASE_URL=${redacted(databaseUrl)} i sajtens miljö (.env eller tjänstens inställningar), med lösenordet.`,
          "  2. Starta sajten; den använder nu PostgreSQL, som fsyncar varje skrivning och kan delas av flera instanser.",
          `  3. Arkivera ${config.dataDir} (t.ex. npm run backup före flytten, eller tar) och ta bort mappen när allt fungerar;`,
          "     sajten läser den inte längre så länge DATABASE_URL är satt.",
          "",
        ].join("\n"),
      );
      return exitCode.ok;
    } catch (error) {
      if (error instanceof CopyRefused) {
        output.stderr(`Fel: ${error.message}\n`);
        return exitCode.failure;
      }
      throw error;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** A failed query's own reason, without drizzle's copy of the statement and its parameters (customers' data). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message.startsWith("Failed query") && error.cause instanceof Error) return `${error.message.split("\n")[0]!.slice(0, 200)}: ${error.cause.message}`;
  return error.message;
}

function redacted(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "…";
  return url.toString();
}
