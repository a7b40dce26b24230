import { exitCode } from "../../cli/output.ts";
import type { CommandTool } from "../../cli/tool.ts";
import { mailUsage, type MailCommand, parseMailArguments } from "./arguments.ts";
import { listMails } from "./list-mails.ts";

/** `npm run mail -- list`: the mails in the delivery queue, sent or, with no SMTP_URL, stored. */
export const mailTool: CommandTool<MailCommand> = {
  name: "mail",
  usage: mailUsage,
  parse: parseMailArguments,
  run: (db, command, { output }) => (command.name === "list" ? listMails(db, command.json, output) : Promise.resolve(exitCode.ok)),
};
