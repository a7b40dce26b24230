import { loadEnvFile } from "../../config/load-env-file.ts";
import { processOutput, runCli } from "../cli/run-cli.ts";
import { mailUsage, parseMailArguments } from "./cli/arguments.ts";
import { listMails } from "./cli/stored-mails.ts";

// `npm run mail -- list`: the mails the site sent or, with no SMTP_URL, stored.
loadEnvFile();
const output = processOutput();
process.exitCode = await runCli(process.argv.slice(2), { env: process.env, output }, {
  parse: parseMailArguments,
  usage: mailUsage,
  run: (db, command) => (command.name === "list" ? listMails(db, command.json, output) : Promise.resolve(0)),
});
