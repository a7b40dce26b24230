import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/database.ts";
import { type Lead, type LeadKind, leads, type OutboxAttempt, type OutboxJob, outboxAttempts, outboxJobs } from "../../db/schema.ts";

export interface JobCounts {
  total: number;
  delivered: number;
  dead: number;
  pending: number;
}

/** A lead as `list` and `export` show it: its fields and how far its deliveries and mails got. */
export interface LeadSummary {
  id: string;
  createdAt: Date;
  kind: LeadKind;
  email: string;
  spam: boolean;
  fields: Record<string, unknown>;
  firstDownloadedAt: Date | null;
  webhooks: JobCounts;
  mails: JobCounts;
}

export interface LeadFilter {
  kind?: LeadKind;
  since?: Date;
}

function countOf(kind: "webhook" | "mail", status?: OutboxJob["status"]): SQL<number> {
  const statusCondition = status ? sql` and ${outboxJobs.status} = ${status}` : sql``;
  return sql<number>`(count(${outboxJobs.id}) filter (where ${outboxJobs.kind} = ${kind}${statusCondition}))::int`;
}

/** Leads, newest first, each with its jobs counted by kind and status. */
export async function findLeadSummaries(db: Db, filter: LeadFilter = {}): Promise<LeadSummary[]> {
  const conditions = [
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.since ? gte(leads.createdAt, filter.since) : undefined,
  ];
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      email: leads.email,
      spam: leads.spam,
      fields: leads.fields,
      firstDownloadedAt: leads.firstDownloadedAt,
      webhooksTotal: countOf("webhook"),
      webhooksDelivered: countOf("webhook", "delivered"),
      webhooksDead: countOf("webhook", "dead"),
      webhooksPending: countOf("webhook", "pending"),
      mailsTotal: countOf("mail"),
      mailsDelivered: countOf("mail", "delivered"),
      mailsDead: countOf("mail", "dead"),
      mailsPending: countOf("mail", "pending"),
    })
    .from(leads)
    .leftJoin(outboxJobs, eq(outboxJobs.leadId, leads.id))
    .where(and(...conditions))
    .groupBy(leads.id)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    kind: row.kind,
    email: row.email,
    spam: row.spam,
    fields: asRecord(row.fields),
    firstDownloadedAt: row.firstDownloadedAt,
    webhooks: { total: row.webhooksTotal, delivered: row.webhooksDelivered, dead: row.webhooksDead, pending: row.webhooksPending },
    mails: { total: row.mailsTotal, delivered: row.mailsDelivered, dead: row.mailsDead, pending: row.mailsPending },
  }));
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

export type LeadLookup = { found: Lead } | { ambiguous: number } | "not-found";

/**
 * Finds a lead by its id, with or without dashes, or by the first characters of it as
 * `list` prints them. A prefix that fits several leads finds none of them.
 */
export async function findLeadById(executor: Executor, id: string): Promise<LeadLookup> {
  const compactId = id.replaceAll("-", "").toLowerCase();
  const condition =
    compactId.length === 32
      ? eq(leads.id, compactId.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5"))
      : sql`replace(${leads.id}::text, '-', '') like ${`${compactId}%`}`;
  const found = await executor.select().from(leads).where(condition).limit(2);
  if (found.length === 0) return "not-found";
  if (found.length > 1) return { ambiguous: found.length };
  return { found: found[0]! };
}

export type JobWithAttempts = OutboxJob & { history: OutboxAttempt[] };

/** A lead's jobs, oldest first, each with every attempt in the order they were made. */
export async function findJobsOfLead(db: Db, leadId: string): Promise<JobWithAttempts[]> {
  const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId)).orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.kind), asc(outboxJobs.target));
  if (jobs.length === 0) return [];
  const attempts = await db
    .select()
    .from(outboxAttempts)
    .where(inArray(outboxAttempts.jobId, jobs.map((job) => job.id)))
    .orderBy(asc(outboxAttempts.attemptedAt));
  return jobs.map((job) => ({ ...job, history: attempts.filter((attempt) => attempt.jobId === job.id) }));
}
