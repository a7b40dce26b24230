import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { consentTool } from "./cli/tool.ts";

// `npm run consent -- ...` (usage in cli/commands.ts): runs here, or in the server that holds the embedded database.
loadEnvFile();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output: processOutput() }, consentTool);
