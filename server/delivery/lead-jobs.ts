import { and, asc, count, eq, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";
import { chatAlertTargets, type JobKind, type JobStatus, type OutboxAttempt, type OutboxJob, outboxAttempts, outboxJobs } from "../db/schema.ts";

/*
 * What other areas ask of the queue about the things its jobs concern: a lead's jobs with
 * their attempts, how far each lead's jobs got, and the deletions that go with a lead's
 * (or a person's) erasure. The queue's tables are read and written only in this folder.
 */

export interface JobCounts {
  total: number;
  delivered: number;
  /** Of the delivered mails, those stored without being sent (no SMTP_URL). */
  stored: number;
  dead: number;
  pending: number;
}

/** A lead's webhook deliveries and its mails, each counted by state. */
export interface LeadJobCounts {
  webhooks: JobCounts;
  mails: JobCounts;
}

export const noJobs: LeadJobCounts = {
  webhooks: { total: 0, delivered: 0, stored: 0, dead: 0, pending: 0 },
  mails: { total: 0, delivered: 0, stored: 0, dead: 0, pending: 0 },
};

/** A set of ids as one JSON parameter: one bound value however many there are (server/db/json-records.ts). */
function idList(ids: readonly string[]): SQL {
  return sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

/**
 * The jobs of each lead, counted by kind and state, in one grouped statement over the
 * leads' rows of the lead_id index; chat alerts to staff (Slack, Teams) are not the lead's
 * deliveries and are left out. A lead without jobs is absent from the map (noJobs).
 */
export async function jobCountsOfLeads(executor: Executor, leadIds: readonly string[]): Promise<Map<string, LeadJobCounts>> {
  if (leadIds.length === 0) return new Map();
  const rows = await queryRows<{ lead_id: string; kind: JobKind; status: JobStatus; jobs: number; stored: number }>(
    executor,
    sql`select ${outboxJobs.leadId} as lead_id, ${outboxJobs.kind} as kind, ${outboxJobs.status} as status, count(*)::int as jobs,
          count(*) filter (where ${outboxJobs.mailStored})::int as stored
        from ${outboxJobs} where ${outboxJobs.leadId} in ${idList(leadIds)}
          and ${outboxJobs.target} not in (${sql.join(
            chatAlertTargets.map((target) => sql`${target}`),
            sql`, `,
          )})
        group by 1, 2, 3`,
  );
  const counts = new Map<string, LeadJobCounts>();
  for (const row of rows) {
    let lead = counts.get(row.lead_id);
    if (!lead) {
      lead = { webhooks: { ...noJobs.webhooks }, mails: { ...noJobs.mails } };
      counts.set(row.lead_id, lead);
    }
    const byKind = row.kind === "webhook" ? lead.webhooks : lead.mails;
    byKind.total += Number(row.jobs);
    byKind[row.status] += Number(row.jobs);
    byKind.stored += Number(row.stored);
  }
  return counts;
}

export type JobWithAttempts = OutboxJob & { history: OutboxAttempt[] };

/** A lead's jobs, oldest first, each with every attempt in the order they were made. */
export async function jobsOfLead(executor: Executor, leadId: string): Promise<JobWithAttempts[]> {
  const jobs = await executor
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.leadId, leadId))
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.kind), asc(outboxJobs.target));
  if (jobs.length === 0) return [];
  const attempts = await executor
    .select()
    .from(outboxAttempts)
    .where(inArray(outboxAttempts.jobId, jobs.map((job) => job.id)))
    .orderBy(asc(outboxAttempts.attemptedAt));
  return jobs.map((job) => ({ ...job, history: attempts.filter((attempt) => attempt.jobId === job.id) }));
}

/** How many jobs the leads have, for an erasure to say what it removed with them. */
export async function countJobsOfLeads(executor: Executor, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const [row] = await executor.select({ count: count() }).from(outboxJobs).where(sql`${outboxJobs.leadId} in ${idList(leadIds)}`);
  return row?.count ?? 0;
}

/**
 * Deletes the mails to an address (or answering to it) that concern no lead: sign-in and
 * password mails, which a GDPR erasure of the address must take too. A lead's own jobs go
 * with the lead (the foreign key cascades). Returns how many were deleted.
 */
export async function deleteMailsWithoutLeadTo(executor: Executor, email: string): Promise<number> {
  const address = email.toLowerCase();
  const deleted = await executor
    .delete(outboxJobs)
    .where(
      and(
        isNull(outboxJobs.leadId),
        eq(outboxJobs.kind, "mail"),
        or(sql`lower(${outboxJobs.payload}->>'to') = ${address}`, sql`lower(${outboxJobs.payload}->>'replyTo') = ${address}`),
      ),
    )
    .returning({ id: outboxJobs.id });
  return deleted.length;
}

/**
 * Deletes the finished mails about no lead (sign-in mails hold addresses too) queued
 * before `cutoff`, for the retention that deletes the leads of the same age. Mails still
 * waiting are kept. Returns how many were deleted.
 */
export async function deleteFinishedMailsWithoutLead(executor: Executor, cutoff: SQL | Date): Promise<number> {
  const deleted = await executor
    .delete(outboxJobs)
    .where(and(isNull(outboxJobs.leadId), ne(outboxJobs.status, "pending"), lt(outboxJobs.createdAt, cutoff)))
    .returning({ id: outboxJobs.id });
  return deleted.length;
}
