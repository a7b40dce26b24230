import { runParsed, sendCommand } from "../../cli/command-channel.ts";
import { type ExitCode, exitCode, type Output } from "../../cli/output.ts";
import { readDatabaseConfig } from "../../db/config.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.ts";
import { backupPglite, backupPostgresTo, describeBackup, operatorPath } from "../backup.ts";
import { backupTool } from "./backup-tool.ts";
import { withStoppedPglite } from "../embedded-folder.ts";

/**
 * `npm run backup -- FILE`: PostgreSQL through pg_dump; the embedded database through the
 * server that holds it (its command channel), or, with the site stopped, opened here.
 */
export async function runBackupCommand(argv: readonly string[], { env, output }: { env: Record<string, string | undefined>; output: Output }): Promise<ExitCode> {
  return runParsed(backupTool, argv, output, async (command) => {
    if (command.name === "help") return exitCode.ok;
    const file = operatorPath(command.file, env);
    try {
      const config = readDatabaseConfig(env);
      if ("databaseUrl" in config) {
        output.stdout(describeBackup(await backupPostgresTo(config.databaseUrl, file)));
        return exitCode.ok;
      }
      try {
        output.stdout(describeBackup(await withStoppedPglite(config.dataDir, (client) => backupPglite(client, file))));
        return exitCode.ok;
      } catch (error) {
        if (!(error instanceof DataDirInUseError)) throw error;
        const code = await sendCommand(config.dataDir, { tool: backupTool.name, argv: [file] }, output);
        if (code !== undefined) return code;
        output.stderr(`Fel: databasen i ${config.dataDir} hålls av en process som inte tar emot kommandon. Försök igen när den är klar.\n`);
        return exitCode.failure;
      }
    } catch (error) {
      output.stderr(`Fel: ${error instanceof Error ? error.message : String(error)}\n`);
      return exitCode.failure;
    }
  });
}
