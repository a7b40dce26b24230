import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { mailTool } from "./cli/tool.ts";

// `npm run mail -- ...` (usage in cli/arguments.ts): runs here, or in the server that holds the embedded database.
loadEnvFile();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output: processOutput() }, mailTool);
