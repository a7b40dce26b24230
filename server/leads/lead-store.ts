import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../db/database.ts";
import { groupCommit } from "../db/group-commit.ts";
import { jsonRecordsInsert } from "../db/json-records.ts";
import { createPriority, type Priority } from "../db/priority.ts";
import { type LeadKind, leads } from "../db/schema.ts";
import { enqueuePreparedJobs, type NewJob, type PreparedJob, prepareJobs } from "../delivery/index.ts";
import type { CountedVisitorMails, VisitorMailLimit } from "../mail/index.ts";
import { respondByFor } from "./reply-deadlines.ts";

export interface NewLead {
  /** Given by a caller whose jobs must name the lead (a mail citing its id); made here otherwise. */
  id?: string;
  kind: LeadKind;
  email: string;
  /** The validated form data. */
  fields: object;
  /** A filled honeypot: the lead is kept but none of its jobs are stored. */
  spam?: boolean;
  /** The form's Idempotency-Key: a second lead of this kind with the same key is never stored. */
  idempotencyKey?: string;
  downloadToken?: string;
  /** When it must be answered (reply-deadlines.ts); by the default rules from now when not given. */
  respondBy?: Date;
  /** Where it came from (server/analytics/attribution.ts); NULL columns when not given. */
  source?: string;
  entryPage?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmContent?: string | null;
  utmTerm?: string | null;
}

export interface StoredLead {
  id: string;
  /** False when a lead with this kind and idempotency key already existed: nothing was stored. */
  created: boolean;
}

/** What a lead sends: its deliveries and mails, and the visitor's own confirmation apart. */
export interface LeadJobs {
  jobs: readonly NewJob[];
  /**
   * The confirmation to the address the visitor typed: queued only while that address has
   * had fewer than a few today (VisitorMailLimit), counted as the lead's transaction runs.
   */
  visitorMail?: NewJob;
}

/** A lead with its id and deadline settled and its jobs checked, ready to go into a batch. */
interface ReadyLead {
  lead: NewLead & { id: string; respondBy: Date };
  jobs: PreparedJob[];
  visitorMail?: PreparedJob;
}

function ready(lead: NewLead, given: readonly NewJob[] | LeadJobs): ReadyLead {
  const { jobs, visitorMail }: LeadJobs = "jobs" in given ? given : { jobs: given };
  const id = lead.id ?? randomUUID();
  const respondBy = lead.respondBy ?? respondByFor(lead.kind, new Date());
  return { lead: { ...lead, id, respondBy }, jobs: prepareJobs(jobs, id), visitorMail: visitorMail && prepareJobs([visitorMail], id)[0] };
}

const keyOf = (kind: string, idempotencyKey: string) => `${kind} ${idempotencyKey}`;

const insertLeads = jsonRecordsInsert(leads, [
  "id",
  "kind",
  "email",
  "fields",
  "spam",
  "status",
  "idempotencyKey",
  "downloadToken",
  "respondBy",
  "source",
  "entryPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmContent",
  "utmTerm",
]);

/**
 * Stores leads and their jobs in one transaction with one statement per table, however
 * many leads there are, each batch as one JSON parameter (server/db/json-records.ts). A
 * repeat of an idempotency key (a double click, a retried request, even within the same
 * batch) finds the first lead and stores nothing, so the caller can answer with the first
 * lead's id, which is all the first answer contained. The visitors' confirmations are
 * counted per recipient (`visitorMails`) once the batch knows which leads it stores; when
 * the transaction fails, the counts are given back.
 */
async function insertReadyLeads(executor: Executor, batch: readonly ReadyLead[], visitorMails?: VisitorMailLimit): Promise<StoredLead[]> {
  let counted: CountedVisitorMails | undefined;
  try {
    return await executor.transaction(async (tx) => {
      const rows = batch.map(({ lead }) => ({
        id: lead.id,
        kind: lead.kind,
        email: lead.email.toLowerCase(),
        fields: lead.fields,
        spam: lead.spam ?? false,
        // A filled honeypot starts where staff would have put it.
        status: lead.spam ? ("spam" as const) : ("new" as const),
        idempotencyKey: lead.idempotencyKey,
        downloadToken: lead.downloadToken,
        respondBy: lead.respondBy,
        source: lead.source,
        entryPage: lead.entryPage,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmContent: lead.utmContent,
        utmTerm: lead.utmTerm,
      }));
      const inserted = await queryRows<{ id: string }>(tx, sql`${insertLeads(rows)} on conflict (kind, idempotency_key) do nothing returning id`);
      const created = new Set(inserted.map((row) => row.id));

      const repeats = batch.filter(({ lead }) => !created.has(lead.id));
      const firstLeads = new Map<string, string>();
      if (repeats.length > 0) {
        // A conflicting insert waited for the first one to commit, so it is visible here.
        const found = await tx
          .select({ id: leads.id, kind: leads.kind, idempotencyKey: leads.idempotencyKey })
          .from(leads)
          .where(or(...repeats.map(({ lead }) => and(eq(leads.kind, lead.kind), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")))));
        for (const row of found) firstLeads.set(keyOf(row.kind, row.idempotencyKey ?? ""), row.id);
      }

      // A spam lead is kept for inspection and never delivered or mailed.
      const stored = batch.filter(({ lead }) => created.has(lead.id) && !lead.spam);
      // The one place a visitor's confirmation is queued: counted per recipient address, in
      // order, so two leads from one address in one batch are counted one after the other.
      const confirmed = stored.filter(({ visitorMail }) => visitorMail);
      let visitorMailJobs: PreparedJob[] = [];
      if (confirmed.length > 0) {
        if (!visitorMails) throw new Error("A visitor's confirmation is counted per recipient: give the lead store its VisitorMailLimit");
        counted = await visitorMails.count(confirmed.map(({ lead }) => lead.email));
        const { allowed } = counted;
        visitorMailJobs = confirmed.filter((_, index) => allowed[index]).map(({ visitorMail }) => visitorMail!);
      }
      await enqueuePreparedJobs(tx, [...stored.flatMap(({ jobs }) => jobs), ...visitorMailJobs]);

      return batch.map(({ lead }): StoredLead => {
        if (created.has(lead.id)) return { id: lead.id, created: true };
        const first = firstLeads.get(keyOf(lead.kind, lead.idempotencyKey ?? ""));
        if (!first) throw new Error("A lead conflicted on its idempotency key but cannot be found");
        return { id: first, created: false };
      });
    });
  } catch (error) {
    // Nothing of the batch was stored, so no confirmation went out: the next try counts afresh.
    await counted?.undo();
    throw error;
  }
}

/**
 * Stores one lead and its jobs atomically, inside the caller's transaction when given one.
 * A visitor's confirmation (LeadJobs.visitorMail) needs `visitorMails`, the per-recipient cap.
 */
export async function insertLeadWithJobs(
  executor: Executor,
  lead: NewLead,
  jobs: readonly NewJob[] | LeadJobs,
  { visitorMails }: { visitorMails?: VisitorMailLimit } = {},
): Promise<StoredLead> {
  const [stored] = await insertReadyLeads(executor, [ready(lead, jobs)], visitorMails);
  return stored!;
}

export interface LeadWriter {
  /** Resolves once the lead and its jobs are committed, as insertLeadWithJobs does. */
  write(lead: NewLead, jobs: readonly NewJob[] | LeadJobs): Promise<StoredLead>;
}

/** Big enough that a burst goes in a few commits, small enough to stay far below PostgreSQL's 65 535 parameters. */
export const maxLeadsPerCommit = 200;

export interface LeadWriterOptions {
  /** The server's one priority on this database (server/db/priority.ts); a writer of its own by default. */
  priority?: Priority;
  /** The per-recipient cap on visitors' confirmations; needed for leads that send one. */
  visitorMails?: VisitorMailLimit;
  maxBatch?: number;
}

/**
 * Leads arriving together share one transaction (group commit, server/db/group-commit.ts):
 * an idle server commits a lone lead at once, a busy one commits many leads per
 * transaction instead of each paying its own (docs/decisions/013-lead-throughput.md).
 * A lead that cannot be stored fails only its own request. The server makes one writer
 * (services.ts) that every lead endpoint shares, so they share its commits.
 */
export function createLeadWriter(db: Db, { priority = createPriority(), visitorMails, maxBatch = maxLeadsPerCommit }: LeadWriterOptions = {}): LeadWriter {
  // A visitor waits for this commit: the delivery worker's statements wait for it instead.
  const commit = groupCommit((batch: readonly ReadyLead[]) => priority.foreground(() => insertReadyLeads(db, batch, visitorMails)), { maxBatch });
  return {
    // A lead whose mail is malformed is refused here, before it can join anyone's batch.
    write: async (lead, jobs) => commit(ready(lead, jobs)),
  };
}
