import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { type ContentCommand, contentUsage, parseContentArguments, runContentCommand } from "./commands.ts";

/**
 * `npm run content -- ...`: the published content out as JSON and back in as drafts. The
 * file is read and written by the command's own process (cli.ts), so a running server that
 * runs the command for it needs no access to the operator's folder.
 */
export const contentTool: CommandTool<ContentCommand> = {
  name: "content",
  usage: contentUsage,
  parse: (argv) => parseContentArguments(argv),
  readsInput: (command) => command.name === "import",
  run: (db, command, { output, input }) => (command.name === "help" ? Promise.resolve(exitCode.ok) : runContentCommand(db, command, output, input)),
};
