import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput } from "../cli/run-cli.ts";
import { runBackupCommand } from "./cli/backup-command.ts";

// `npm run backup -- FILE` (usage in backup-tool.ts).
loadEnvFile();
process.umask(0o077);
process.exitCode = await runBackupCommand(process.argv.slice(2), { env: process.env, output: processOutput() });
