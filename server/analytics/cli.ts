import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { analyticsTool } from "./cli/tool.ts";

// `npm run analytics -- summary` (usage in cli/commands.ts): runs here, or in the server that holds the embedded database.
loadEnvFile();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output: processOutput() }, analyticsTool);
