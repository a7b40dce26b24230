import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput } from "../cli/run-cli.ts";
import { runRestoreCommand } from "./cli/restore-command.ts";

// `npm run restore -- FILE` into a stopped site (usage in restore-command.ts).
loadEnvFile();
process.umask(0o077);
process.exitCode = await runRestoreCommand(process.argv.slice(2), { env: process.env, output: processOutput() });
