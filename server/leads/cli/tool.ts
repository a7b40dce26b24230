import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { type LeadsCommand, leadsUsage, parseLeadsArguments } from "./arguments.ts";
import { runLeadsCommand } from "./commands.ts";

/** `npm run leads -- ...`: the operators' view of stored leads (usage in arguments.ts). */
export const leadsTool: CommandTool<LeadsCommand> = {
  name: "leads",
  usage: leadsUsage,
  parse: parseLeadsArguments,
  run: (db, command, { output, nudge, deliveryWorker }) =>
    command.name === "help" ? Promise.resolve(exitCode.ok) : runLeadsCommand(db, command, output, { nudge, deliveryWorker }),
};
