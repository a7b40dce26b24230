import type { DatabaseConfig } from "../db/config.ts";
import { readDatabaseConfig } from "../db/config.ts";
import { DataDirInUseError } from "../db/data-dir-lock.ts";
import { openDatabase } from "../db/open-database.ts";
import { runParsed, sendCommand } from "./command-channel.ts";
import { type ExitCode, exitCode, type Output } from "./output.ts";
import type { CommandTool } from "./tool.ts";

export interface CliContext {
  env: Record<string, string | undefined>;
  output: Output;
  /** Asks for or reads what a command takes on standard input (CommandTool.readsInput). */
  readInput?: () => Promise<string>;
}

/**
 * What every command line of the site does around its command: arguments first (a usage
 * error never opens the database), then its input, then the database the server uses,
 * closed afterwards so the folder is free for the server again. When a running server
 * holds the embedded database, the server runs the command (command-channel.ts).
 */
export async function runCli<Command extends { name: string }>(
  argv: readonly string[],
  { env, output, readInput }: CliContext,
  tool: CommandTool<Command>,
): Promise<ExitCode> {
  return runParsed(tool, argv, output, async (command) => {
    let config: DatabaseConfig;
    try {
      config = readDatabaseConfig(env);
    } catch (error) {
      output.stderr(`Fel i miljövariablerna: ${errorMessage(error)}\n`);
      return exitCode.failure;
    }
    let input: string | undefined;
    try {
      if (tool.readsInput?.(command)) input = readInput ? await readInput() : "";
    } catch (error) {
      output.stderr(`Fel: ${errorMessage(error)}\n`);
      return exitCode.failure;
    }
    let database;
    try {
      database = await openDatabase(config);
    } catch (error) {
      if (error instanceof DataDirInUseError && "dataDir" in config) {
        const code = await sendCommand(config.dataDir, { tool: tool.name, argv: [...argv], input }, output).catch((sendError: unknown) => {
          output.stderr(`Fel: kontakten med servern bröts: ${errorMessage(sendError)}\n`);
          return exitCode.failure;
        });
        if (code !== undefined) return code;
      }
      output.stderr(openFailure(config, error));
      return exitCode.failure;
    }
    try {
      // Opened here, the embedded database is held by no server: none is running to send what a command queues.
      const deliveryWorker = "dataDir" in config ? "stopped" : "elsewhere";
      return await tool.run(database.db, command, { output, env, input, nudge: () => undefined, deliveryWorker });
    } catch (error) {
      output.stderr(`Fel: ${errorMessage(error)}\n`);
      return exitCode.failure;
    } finally {
      await database.close();
    }
  });
}

function openFailure(config: DatabaseConfig, error: unknown): string {
  if (error instanceof DataDirInUseError && "dataDir" in config) {
    return (
      `Databasen i ${config.dataDir} hålls av en annan process som inte tar emot kommandon, och den inbäddade ` +
      "databasen kan bara öppnas av en process i taget.\n" +
      "Vänta tills den processen är klar och kör kommandot igen, eller låt servern och kommandona dela en " +
      "PostgreSQL-databas genom att ange DATABASE_URL.\n"
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
