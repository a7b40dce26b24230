import type { DatabaseConfig } from "../db/config.ts";
import { readDatabaseConfig } from "../db/config.ts";
import { DataDirInUseError } from "../db/data-dir-lock.ts";
import type { Db } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { type ExitCode, exitCode, type Output } from "./output.ts";
import { UsageError } from "./usage-error.ts";

export interface CliContext {
  env: Record<string, string | undefined>;
  output: Output;
}

/**
 * What every command line of the site does around its command: arguments first (a usage
 * error never opens the database), then the database the server uses, closed afterwards
 * so the folder is free for the server again.
 */
export async function runCli<Command extends { name: string }>(
  argv: readonly string[],
  { env, output }: CliContext,
  { parse, usage, run }: { parse: (argv: readonly string[]) => Command; usage: string; run: (db: Db, command: Command) => Promise<ExitCode> },
): Promise<ExitCode> {
  let command: Command;
  try {
    command = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.stderr(`Fel: ${error.message}\n\n${usage}`);
    return exitCode.usage;
  }
  if (command.name === "help") {
    output.stdout(usage);
    return exitCode.ok;
  }

  let config: DatabaseConfig;
  try {
    config = readDatabaseConfig(env);
  } catch (error) {
    output.stderr(`Fel i miljövariablerna: ${errorMessage(error)}\n`);
    return exitCode.failure;
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    output.stderr(openFailure(config, error));
    return exitCode.failure;
  }
  try {
    return await run(database.db, command);
  } catch (error) {
    output.stderr(`Fel: ${errorMessage(error)}\n`);
    return exitCode.failure;
  } finally {
    await database.close();
  }
}

function openFailure(config: DatabaseConfig, error: unknown): string {
  if (error instanceof DataDirInUseError && "dataDir" in config) {
    return (
      `Databasen i ${config.dataDir} används av en server som körs just nu, och den inbäddade databasen ` +
      "kan bara öppnas av en process i taget.\n" +
      "Stoppa servern och kör kommandot igen, eller låt servern och kommandot dela en PostgreSQL-databas " +
      "genom att ange DATABASE_URL för båda.\n"
    );
  }
  return `Databasen kunde inte öppnas: ${errorMessage(error)}\n`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Output to the process's streams; a reader that quits early (`| head`) ends the command quietly. */
export function processOutput(): Output {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(exitCode.ok);
    throw error;
  });
  return { stdout: (text) => void process.stdout.write(text), stderr: (text) => void process.stderr.write(text) };
}
