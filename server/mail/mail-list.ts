import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { defaultStaffPageSize, type DeliveryStatus, type StaffMail, type StaffMailList } from "../../contracts/staff.ts";
import type { Db } from "../db/database.ts";
import { type OutboxJob, outboxJobs } from "../db/schema.ts";
import { renderStoredMail } from "./stored-mail.ts";

/** Said in place of a sign-in link: the workspace shows what a mail says, never a way into someone's account. */
export const hiddenSignInLink = "[inloggningslänken visas inte här]";

/**
 * An account mail's link (confirm, invitation, new password) signs its holder in as the
 * recipient. Staff read the outbox, so such links are hidden there; the recipient's own
 * mail, and the server log when there is no SMTP_URL, still hold them.
 */
export function withoutSignInLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s<>"]*[?&]token=[^\s<>"]*/g, hiddenSignInLink);
}

/** A mail job as the workspace shows it: to whom, what it says, how far it got. */
export function staffMailOf(
  job: Pick<OutboxJob, "id" | "leadId" | "payload" | "status" | "createdAt" | "deliveredAt" | "attempts">,
  lastError: string | null,
): StaffMail {
  // The queue only ever stores payloads that passed the stored mail's schema (enqueueJobs).
  const message = renderStoredMail(job.payload);
  return {
    id: job.id,
    leadId: job.leadId,
    to: message.to,
    subject: message.subject,
    text: withoutSignInLinks(message.text),
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    attempts: job.attempts,
    lastError,
  };
}

/**
 * Why the job's latest attempt failed; null when it succeeded or none was made. Written
 * with table names: drizzle leaves a column of the outer query's only table unqualified,
 * which inside this subquery would name the attempt's own column.
 */
const lastError: SQL<string | null> = sql<string | null>`(
  select "error" from "outbox_attempts"
  where "outbox_attempts"."job_id" = "outbox_jobs"."id"
  order by "outbox_attempts"."attempted_at" desc limit 1
)`;

export interface MailPageQuery {
  status?: DeliveryStatus;
  page?: number;
  pageSize?: number;
}

/** One page of the mails in the queue, newest first: with no SMTP_URL, the stored mails. */
export async function listMailPage(db: Db, { status, page = 1, pageSize = defaultStaffPageSize }: MailPageQuery = {}): Promise<StaffMailList> {
  const condition = and(eq(outboxJobs.kind, "mail"), status ? eq(outboxJobs.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ job: outboxJobs, lastError })
      .from(outboxJobs)
      .where(condition)
      .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(outboxJobs).where(condition),
  ]);
  return { mails: rows.map((row) => staffMailOf(row.job, row.lastError)), total: total?.count ?? 0, page, pageSize };
}
