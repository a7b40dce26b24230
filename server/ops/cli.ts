import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput } from "../cli/run-cli.ts";
import { runDbCommand } from "./cli/db-command.ts";

// `npm run db -- migrate | status | copy-to-postgres URL` (usage in db-command.ts).
loadEnvFile();
process.umask(0o077);
process.exitCode = await runDbCommand(process.argv.slice(2), { env: process.env, output: processOutput() });
