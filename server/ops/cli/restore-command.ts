import { PGlite } from "@electric-sql/pglite";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { runParsed } from "../../cli/command-channel.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { readDatabaseConfig } from "../../db/config.ts";
import { queueTableName } from "../../delivery/index.ts";
import { DataDirInUseError, lockDataDir } from "../../db/data-dir-lock.ts";
import { pgliteFolderName } from "../../db/open-database.ts";
import { backupKindNames, backupKindOf, type BackupKind } from "../backup-file.ts";
import { operatorPath } from "../backup.ts";
import { listDump, restorePostgres } from "../postgres-tools.ts";
import { countRows, type SiteTable } from "../site-tables.ts";

/** What the summary names; an older backup may lack a table added since, so not every table is counted. */
const summaryTables: SiteTable[] = ["leads", "auth_users", queueTableName].map((name) => ({ name, identityColumns: [], writableColumns: [] }));

type RestoreCommand = { name: "help" } | { name: "restore"; file: string };

const restoreUsage = `Användning: npm run restore -- FIL

Ersätter sajtens databas med säkerhetskopian i FIL (skriven av npm run backup). Sajten ska
stå still: stoppa servern (alla instanser) först.
  inbäddad databas (DATA_DIR)  den nuvarande databasen flyttas åt sidan, inte bort
  PostgreSQL (DATABASE_URL)    sajtens tabeller ersätts i en transaktion
`;

/** Only the arguments: a restore never runs inside a server, which must be stopped. */
const restoreArguments: Pick<CommandTool<RestoreCommand>, "name" | "usage" | "parse"> = {
  name: "restore",
  usage: restoreUsage,
  parse(argv) {
    if (argv.length === 1 && (argv[0] === "help" || argv[0] === "--help")) return { name: "help" };
    if (argv.length !== 1 || !argv[0]) throw new UsageError("ange säkerhetskopians fil.");
    return { name: "restore", file: argv[0] };
  },
};

class RestoreRefused extends Error {}

/**
 * `npm run restore -- FILE` into a stopped site. It refuses a running site, a file that
 * is no backup of this site, and a backup of the other engine, each with a message
 * saying what to do, before anything is changed.
 */
export async function runRestoreCommand(argv: readonly string[], { env, output }: { env: Record<string, string | undefined>; output: Output }): Promise<ExitCode> {
  return runParsed({ ...restoreArguments, run: async () => exitCode.ok }, argv, output, async (command) => {
    if (command.name === "help") return exitCode.ok;
    const file = operatorPath(command.file, env);
    try {
      const config = readDatabaseConfig(env);
      const contents = await readFile(file).catch(() => {
        throw new RestoreRefused(`Filen ${file} finns inte eller kan inte läsas.`);
      });
      const kind = backupKindOf(contents);
      const expected: BackupKind = "databaseUrl" in config ? "postgresql" : "pglite";
      if (kind === "unknown") throw new RestoreRefused(`${file} är ingen säkerhetskopia från npm run backup. Inget har ändrats.`);
      if (kind !== expected) throw new RestoreRefused(otherEngine(file, kind));
      const counts = "databaseUrl" in config ? await restoreToPostgres(config.databaseUrl, file) : await restoreToPglite(config.dataDir, contents, output);
      output.stdout(`Databasen är återställd från ${file}: ${counts.get("leads") ?? 0} leads, ${counts.get("auth_users") ?? 0} användare, ${counts.get(queueTableName) ?? 0} utskick och mejl.\n`);
      output.stdout("Starta sajten igen (npm start); den lägger på de migreringar som säkerhetskopian saknar.\n");
      return exitCode.ok;
    } catch (error) {
      output.stderr(`Fel: ${error instanceof Error ? error.message : String(error)}\n`);
      return exitCode.failure;
    }
  });
}

function otherEngine(file: string, kind: BackupKind): string {
  return kind === "postgresql"
    ? `${file} är en säkerhetskopia av ${backupKindNames.postgresql}, men sajten använder ${backupKindNames.pglite}. ` +
        "Ange DATABASE_URL till den PostgreSQL-databas den ska återställas i. Inget har ändrats."
    : `${file} är en säkerhetskopia av ${backupKindNames.pglite}, men sajten använder PostgreSQL (DATABASE_URL). ` +
        "Återställ den utan DATABASE_URL i en egen DATA_DIR och flytta den sedan med npm run db -- copy-to-postgres. Inget har ändrats.";
}

/**
 * Unpacks the tarball beside the current database, checks that it is this site's, and
 * only then swaps the folders; the current database is kept as pglite.before-restore-<time>.
 * The folder's lock is held throughout, so a server cannot start in the middle.
 */
async function restoreToPglite(dataDir: string, contents: Buffer, output: Output): Promise<Map<string, number>> {
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new RestoreRefused(
        `Sajten körs: en server håller databasen i ${dataDir}. Stoppa servern först; en återställning ersätter hela databasen. Inget har ändrats.`,
      );
    }
    throw error;
  }
  const staging = join(dataDir, `${pgliteFolderName}.restoring-${randomUUID().slice(0, 8)}`);
  try {
    const client = new PGlite({ dataDir: staging, loadDataDir: new Blob([new Uint8Array(contents)]) });
    let counts: Map<string, number>;
    try {
      await client.waitReady;
      const [tables] = (await client.query<{ site: boolean }>("select to_regclass('public.leads') is not null and to_regclass('drizzle.__drizzle_migrations') is not null as site")).rows;
      if (!tables?.site) throw new RestoreRefused("Säkerhetskopian innehåller ingen databas från den här sajten. Inget har ändrats.");
      counts = await countRows(async (text) => (await client.query<{ count: number }>(text)).rows, summaryTables);
    } finally {
      await client.close();
    }
    // PostgreSQL makes its files readable by all, and Emscripten sets that mode itself: close them (server/db/README.md).
    await makeOwnerOnly(staging);
    const current = join(dataDir, pgliteFolderName);
    if (existsSync(current)) {
      const aside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await rename(current, aside);
      output.stdout(`Den tidigare databasen ligger kvar i ${aside}; ta bort den när sajten fungerar.\n`);
    }
    await rename(staging, current);
    return counts;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await lock.release();
  }
}

async function makeOwnerOnly(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/**
 * Checks the dump is this site's and nobody is connected to the database, then replaces
 * the site's tables in one transaction (postgres-tools.ts).
 */
async function restoreToPostgres(databaseUrl: string, file: string): Promise<Map<string, number>> {
  const contents = await listDump(file);
  if (!/ TABLE public leads /.test(contents) || !/ TABLE drizzle __drizzle_migrations /.test(contents)) {
    throw new RestoreRefused(`${file} innehåller ingen databas från den här sajten. Inget har ändrats.`);
  }
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const [others] = (await client.query<{ count: number }>("select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows;
    if (others && others.count > 0) {
      throw new RestoreRefused(
        `Sajten körs: ${others.count} andra anslutningar till databasen är öppna. Stoppa sajtens alla instanser (och andra program mot databasen) först. Inget har ändrats.`,
      );
    }
    const [foreign] = (await client.query<{ foreign: boolean }>(
      "select exists (select from pg_tables where schemaname = 'public') and to_regclass('public.leads') is null as foreign",
    )).rows;
    if (foreign?.foreign) throw new RestoreRefused("Databasen innehåller tabeller som inte är sajtens; återställ i en egen databas. Inget har ändrats.");
    await restorePostgres(databaseUrl, file);
    return await countRows(async (text) => (await client.query<{ count: number }>(text)).rows, summaryTables);
  } finally {
    await client.end();
  }
}
