import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { consentUsage, parseConsentArguments, runConsentCommand } from "./cli-commands.ts";

// `npm run consent -- ...`: the consent log, the proof of each visitor's cookie choice.
loadEnvFile();
const output = processOutput();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output }, {
  parse: parseConsentArguments,
  usage: consentUsage,
  run: (db, command) => (command.name === "help" ? Promise.resolve(0) : runConsentCommand(db, command, output)),
});
