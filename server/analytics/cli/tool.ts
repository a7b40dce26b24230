import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { type AnalyticsCommand, analyticsUsage, parseAnalyticsArguments, runAnalyticsCommand } from "./commands.ts";

/** `npm run analytics -- ...`: the site's visitor statistics. */
export const analyticsTool: CommandTool<AnalyticsCommand> = {
  name: "analytics",
  usage: analyticsUsage,
  parse: (argv) => parseAnalyticsArguments(argv),
  run: (db, command, { output }) => (command.name === "help" ? Promise.resolve(exitCode.ok) : runAnalyticsCommand(db, command, output)),
};
