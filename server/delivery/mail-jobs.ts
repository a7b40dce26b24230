import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { defaultStaffPageSize, type DeliveryStatus, type MailState, type StaffMailList } from "../../contracts/staff.ts";
import type { Db } from "../db/database.ts";
import { type JobStatus, outboxJobs } from "../db/schema.ts";
import { type MailMessage, mailStateOf, renderStoredMail, staffMailOf } from "../mail/index.ts";

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

/** One page of the mails in the queue, newest first, as the workspace shows them: with no SMTP_URL, the stored mails. */
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

/** A mail in the queue with how far it got, as `npm run mail -- list` shows it. */
export interface QueuedMail {
  id: string;
  createdAt: Date;
  deliveredAt: Date | null;
  status: JobStatus;
  /** Sent, or only stored without SMTP_URL (mailStateOf). */
  state: MailState;
  attempts: number;
  leadId: string | null;
  message: MailMessage;
}

/** Every mail in the delivery queue, newest first: with no SMTP_URL, the stored mails. */
export async function findQueuedMails(db: Db): Promise<QueuedMail[]> {
  const rows = await db.select().from(outboxJobs).where(eq(outboxJobs.kind, "mail")).orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    status: row.status,
    state: mailStateOf(row),
    attempts: row.attempts,
    leadId: row.leadId,
    // The queue only ever stores payloads that passed the stored mail's schema (enqueueJobs).
    message: renderStoredMail(row.payload),
  }));
}
