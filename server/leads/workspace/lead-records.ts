import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { unknownSource } from "../../../contracts/analytics.ts";
import type { Db, Executor } from "../../db/database.ts";
import { type Lead, type LeadKind, type LeadStatus, leads } from "../../db/schema.ts";
import { type JobCounts, jobCountsOfLeads, jobsOfLead, type JobWithAttempts, noJobs } from "../../delivery/index.ts";

export type { JobCounts, JobWithAttempts };

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
  /** Where it came from (lead-attribution.ts) and a won deal's value in kronor. */
  source: string | null;
  entryPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  wonValue: number | null;
}

/** A summary with where the sales work stands, as the workspace lists it. */
export interface LeadRow extends LeadSummary {
  status: LeadStatus;
  assignee: string | null;
}

/** A row with its reply deadline and whether the same person wrote before or after, as the inbox shows it. */
export interface InboxRow extends LeadRow {
  respondBy: Date;
  repliedAt: Date | null;
  replyMet: boolean | null;
  hasSamePerson: boolean;
}

/** The inbox's orders (contracts/staff.ts): newest first unless asked. */
export type LeadSort = "respondBy" | "-respondBy" | "createdAt" | "-createdAt";

/** Which leads to list; every condition given must hold. */
export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Received at or after. */
  since?: Date;
  /** Received before. */
  before?: Date;
  /** Found in the name, company, email or message, ignoring case, or in the phone number by its digits. */
  text?: string;
  /** Still "new" with the reply deadline passed, by the database's clock. */
  overdue?: boolean;
  /** Handled by this staff member (an address), or by nobody (null). */
  assignee?: string | null;
  /** Came from this grouped source; "Okänd" also finds the leads stored before sources were kept. */
  source?: string;
  sort?: LeadSort;
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

/**
 * A search that reads as a phone number ("070-123 45 67", "123 45", "+46 70...") as the
 * digits the leads' phone_digits column keeps (server/db/schema.ts): +46 and 0046 as 0,
 * everything but digits left out. Undefined for other text, or fewer than three digits.
 */
export function phoneDigitsOf(text: string): string | undefined {
  if (!/^[\d\s+()./-]+$/.test(text)) return undefined;
  const digits = text.replace(/^\s*(\+|00)\s*46\s*(\(0\))?/, "0").replace(/\D/g, "");
  return digits.length >= 3 ? digits : undefined;
}

export function leadConditions(filter: LeadFilter): SQL | undefined {
  const text = filter.text?.trim();
  const pattern = text ? likePattern(text) : undefined;
  const digits = text ? phoneDigitsOf(text) : undefined;
  const searched = pattern ? searchedTexts().map((column) => sql`${column} ilike ${pattern} escape '\\'`) : [];
  if (digits) searched.push(sql`${leads.phoneDigits} like ${`%${digits}%`}`);
  return and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.since ? gte(leads.createdAt, filter.since) : undefined,
    filter.before ? lt(leads.createdAt, filter.before) : undefined,
    searched.length > 0 ? or(...searched) : undefined,
    filter.overdue ? and(eq(leads.status, "new"), lt(leads.respondBy, sql`now()`)) : undefined,
    filter.assignee === null ? isNull(leads.assignee) : filter.assignee !== undefined ? eq(leads.assignee, filter.assignee.toLowerCase()) : undefined,
    filter.source === undefined ? undefined : filter.source === unknownSource ? or(eq(leads.source, unknownSource), isNull(leads.source)) : eq(leads.source, filter.source),
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

/** How far apart two leads may have arrived to count as the same person's. */
export const samePersonDays = 90;

/**
 * Whether another lead that is not spam has the same address (its +tag aside) or the
 * same phone digits, and arrived within samePersonDays of this one. Two EXISTS, each a
 * lookup in its own index (leads_email_key_idx, leads_phone_digits_idx), per row listed.
 * The outer lead is named by the table's name: drizzle leaves the columns of a query's
 * only table unqualified, which inside the subquery would name the other lead's.
 */
const hasSamePerson = sql<boolean>`(
  exists (
    select 1 from "leads" as "same"
    where "same"."email_key" = "leads"."email_key" and "same"."id" <> "leads"."id" and "same"."status" <> 'spam'
      and "same"."created_at" between "leads"."created_at" - make_interval(days => ${samePersonDays})
                                  and "leads"."created_at" + make_interval(days => ${samePersonDays})
  ) or (
    "leads"."phone_digits" is not null and exists (
      select 1 from "leads" as "same"
      where "same"."phone_digits" = "leads"."phone_digits" and "same"."id" <> "leads"."id" and "same"."status" <> 'spam'
        and "same"."created_at" between "leads"."created_at" - make_interval(days => ${samePersonDays})
                                    and "leads"."created_at" + make_interval(days => ${samePersonDays})
    )
  )
)`;

function orderOf(sort: LeadSort = "-createdAt"): SQL[] {
  switch (sort) {
    case "respondBy":
      return [asc(leads.respondBy), asc(leads.id)];
    case "-respondBy":
      return [desc(leads.respondBy), desc(leads.id)];
    case "createdAt":
      return [asc(leads.createdAt), asc(leads.id)];
    case "-createdAt":
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

/**
 * Leads in the filter's order (newest first unless it names another), each with its jobs
 * counted by kind and status and whether the same person sent another; one page of them
 * with `paging`.
 */
export async function findLeadSummaries(db: Db, filter: LeadFilter = {}, paging?: Paging): Promise<InboxRow[]> {
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
      respondBy: leads.respondBy,
      repliedAt: leads.repliedAt,
      replyMet: leads.replyMet,
      source: leads.source,
      entryPage: leads.entryPage,
      referrer: leads.referrer,
      utmSource: leads.utmSource,
      utmMedium: leads.utmMedium,
      utmCampaign: leads.utmCampaign,
      utmContent: leads.utmContent,
      utmTerm: leads.utmTerm,
      wonValue: leads.wonValue,
      hasSamePerson,
    })
    .from(leads)
    .where(leadConditions(filter))
    .orderBy(...orderOf(filter.sort))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  // The queue counts the jobs of the leads found (server/delivery/), one statement for them all.
  const jobs = await jobCountsOfLeads(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, fields: asRecord(row.fields), ...(jobs.get(row.id) ?? noJobs) }));
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

export interface SamePersonLead {
  id: string;
  kind: LeadKind;
  createdAt: Date;
}

/**
 * The same person's other leads (hasSamePerson above), newest first: the same address
 * without its +tag, or the same phone digits, within samePersonDays either side; spam left out.
 */
export async function findSamePerson(
  executor: Executor,
  lead: Pick<Lead, "id" | "emailKey" | "phoneDigits" | "createdAt">,
): Promise<SamePersonLead[]> {
  const days = samePersonDays * 86_400_000;
  const from = new Date(lead.createdAt.getTime() - days);
  const to = new Date(lead.createdAt.getTime() + days);
  return executor
    .select({ id: leads.id, kind: leads.kind, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        or(eq(leads.emailKey, lead.emailKey), lead.phoneDigits ? eq(leads.phoneDigits, lead.phoneDigits) : undefined),
        sql`${leads.id} <> ${lead.id}`,
        sql`${leads.status} <> 'spam'`,
        gte(leads.createdAt, from),
        sql`${leads.createdAt} <= ${to}`,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id));
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

/** A lead's jobs, oldest first, each with every attempt in the order they were made (server/delivery/). */
export function findJobsOfLead(executor: Executor, leadId: string): Promise<JobWithAttempts[]> {
  return jobsOfLead(executor, leadId);
}
