import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/database.ts";
import { type Lead, type LeadKind, type LeadStatus, leads, type OutboxAttempt, type OutboxJob, outboxAttempts, outboxJobs } from "../../db/schema.ts";

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

/** A summary with where the sales work stands, as the workspace lists it. */
export interface LeadRow extends LeadSummary {
  status: LeadStatus;
  assignee: string | null;
}

/** Which leads to list; every condition given must hold. */
export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Received at or after. */
  since?: Date;
  /** Received before. */
  before?: Date;
  /** Found in the name, company, email or message, ignoring case. */
  text?: string;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** LIKE treats % and _ (and the escape character) as wildcards: a search for "50%" means the text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function fieldText(key: string): SQL<string | null> {
  return sql<string | null>`(${leads.fields}->>${key})`;
}

/** The columns a free-text search looks in: every form's name and company fields (lead-names.ts), the email and the message. */
function searchedTexts(): SQL[] {
  return [
    fieldText("name"),
    fieldText("contactPerson"),
    sql`concat_ws(' ', ${fieldText("firstName")}, ${fieldText("lastName")})`,
    fieldText("company"),
    fieldText("companyName"),
    sql`${leads.email}`,
    fieldText("message"),
  ];
}

export function leadConditions(filter: LeadFilter): SQL | undefined {
  const text = filter.text?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.since ? gte(leads.createdAt, filter.since) : undefined,
    filter.before ? lt(leads.createdAt, filter.before) : undefined,
    pattern ? or(...searchedTexts().map((column) => sql`${column} ilike ${pattern} escape '\\'`)) : undefined,
  );
}

/** How many leads the filter finds. */
export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(leads).where(leadConditions(filter));
  return row?.count ?? 0;
}

/** How many leads the filter finds per status, its own status condition left out. */
export async function countLeadsByStatus(db: Db, filter: LeadFilter): Promise<Map<LeadStatus, number>> {
  const rows = await db
    .select({ status: leads.status, count: count() })
    .from(leads)
    .where(leadConditions({ ...filter, status: undefined }))
    .groupBy(leads.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

function countOf(kind: "webhook" | "mail", status?: OutboxJob["status"]): SQL<number> {
  const statusCondition = status ? sql` and ${outboxJobs.status} = ${status}` : sql``;
  return sql<number>`(count(${outboxJobs.id}) filter (where ${outboxJobs.kind} = ${kind}${statusCondition}))::int`;
}

/** Leads, newest first, each with its jobs counted by kind and status; one page of them with `paging`. */
export async function findLeadSummaries(db: Db, filter: LeadFilter = {}, paging?: Paging): Promise<LeadRow[]> {
  const query = db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      email: leads.email,
      spam: leads.spam,
      fields: leads.fields,
      firstDownloadedAt: leads.firstDownloadedAt,
      status: leads.status,
      assignee: leads.assignee,
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
    .where(leadConditions(filter))
    .groupBy(leads.id)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    kind: row.kind,
    email: row.email,
    spam: row.spam,
    fields: asRecord(row.fields),
    firstDownloadedAt: row.firstDownloadedAt,
    status: row.status,
    assignee: row.assignee,
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
export async function findJobsOfLead(db: Executor, leadId: string): Promise<JobWithAttempts[]> {
  const jobs = await db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId)).orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.kind), asc(outboxJobs.target));
  if (jobs.length === 0) return [];
  const attempts = await db
    .select()
    .from(outboxAttempts)
    .where(inArray(outboxAttempts.jobId, jobs.map((job) => job.id)))
    .orderBy(asc(outboxAttempts.attemptedAt));
  return jobs.map((job) => ({ ...job, history: attempts.filter((attempt) => attempt.jobId === job.id) }));
}
