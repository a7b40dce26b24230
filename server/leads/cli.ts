import { loadEnvFile } from "../../config/load-env-file.ts";
import { leadsUsage, parseLeadsArguments } from "./cli/arguments.ts";
import { runLeadsCommand } from "./cli/commands.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";

// `npm run leads -- ...`: the operators' view of stored leads (usage in cli/arguments.ts).
loadEnvFile();
const output = processOutput();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output }, {
  parse: parseLeadsArguments,
  usage: leadsUsage,
  run: (db, command) => (command.name === "help" ? Promise.resolve(0) : runLeadsCommand(db, command, output)),
});
