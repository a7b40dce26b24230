import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { type ConsentCommand, consentUsage, parseConsentArguments, runConsentCommand } from "./commands.ts";

/** `npm run consent -- ...`: the consent log, the proof of each visitor's cookie choice. */
export const consentTool: CommandTool<ConsentCommand> = {
  name: "consent",
  usage: consentUsage,
  parse: parseConsentArguments,
  run: (db, command, { output }) => (command.name === "help" ? Promise.resolve(exitCode.ok) : runConsentCommand(db, command, output)),
};
