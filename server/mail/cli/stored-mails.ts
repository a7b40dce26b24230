import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type JobStatus, outboxJobs } from "../../db/schema.ts";
import { formatTable, jobStatusName, shortId } from "../../cli/table.ts";
import { exitCode, type ExitCode, type Output } from "../../cli/output.ts";
import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import type { MailMessage } from "../message.ts";
import { renderStoredMail } from "../stored-mail.ts";

export interface StoredMail {
  id: string;
  createdAt: Date;
  deliveredAt: Date | null;
  status: JobStatus;
  attempts: number;
  leadId: string | null;
  message: MailMessage;
}

/** Every mail in the delivery queue, newest first: with no SMTP_URL, the stored mails. */
export async function findStoredMails(db: Db): Promise<StoredMail[]> {
  const rows = await db.select().from(outboxJobs).where(eq(outboxJobs.kind, "mail")).orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    status: row.status,
    attempts: row.attempts,
    leadId: row.leadId,
    // The queue only ever stores payloads that passed the stored mail's schema (enqueueJobs).
    message: renderStoredMail(row.payload),
  }));
}

export function formatMailList(mails: readonly StoredMail[]): string {
  if (mails.length === 0) return "Inga mejl.\n";
  const rows = mails.map((mail) => [
    formatStockholmTime(mail.createdAt),
    mail.message.to,
    mail.message.subject,
    jobStatusName(mail.status),
    mail.leadId ? shortId(mail.leadId) : "",
  ]);
  const table = formatTable(["Tid", "Till", "Ämne", "Status", "Lead"], rows);
  return `${table}${mails.length} mejl.\n`;
}

export async function listMails(db: Db, json: boolean, output: Output): Promise<ExitCode> {
  const mails = await findStoredMails(db);
  if (json) for (const mail of mails) output.stdout(`${JSON.stringify(mail)}\n`);
  else output.stdout(formatMailList(mails));
  return exitCode.ok;
}
