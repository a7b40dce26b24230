import type { MailState } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { formatTable, shortId } from "../../cli/table.ts";
import { exitCode, type ExitCode, type Output } from "../../cli/output.ts";
import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import { findQueuedMails, type QueuedMail } from "../mail-jobs.ts";

/** What became of a mail, as the operator reads it: a stored mail is never called sent. */
const stateNames: Record<MailState, string> = {
  pending: "i kö",
  sent: "skickat",
  stored: "sparat, inte skickat",
  dead: "misslyckades",
};

export function formatMailList(mails: readonly QueuedMail[]): string {
  if (mails.length === 0) return "Inga mejl.\n";
  const rows = mails.map((mail) => [
    formatStockholmTime(mail.createdAt),
    mail.message.to,
    mail.message.subject,
    stateNames[mail.state],
    mail.leadId ? shortId(mail.leadId) : "",
  ]);
  const table = formatTable(["Tid", "Till", "Ämne", "Status", "Lead"], rows);
  return `${table}${mails.length} mejl.\n`;
}

export async function listMails(db: Db, json: boolean, output: Output): Promise<ExitCode> {
  const mails = await findQueuedMails(db);
  if (json) for (const mail of mails) output.stdout(`${JSON.stringify(mail)}\n`);
  else output.stdout(formatMailList(mails));
  return exitCode.ok;
}
