import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { type LeadKind, leads, outboxJobs, type WebhookTarget } from "../db/schema.ts";
import { type MailMessage, mailMessageSchema } from "../mail/message.ts";
import type { DeliveryConfig } from "./config.ts";

/** One delivery to store with a lead: a JSON body for a webhook target, or a mail. */
export type NewJob = { kind: "webhook"; target: WebhookTarget; payload: object } | { kind: "mail"; payload: MailMessage };

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
}

export interface StoredLead {
  id: string;
  /** False when a lead with this kind and idempotency key already existed: nothing was stored. */
  created: boolean;
}

/**
 * One webhook job per target that has a URL configured: an unset target is simply not
 * delivered to, never an error. Payloads are given per target because each target gets
 * its own shape (SPEC §7 calls 2-4).
 */
export function webhookJobs(config: DeliveryConfig, payloads: Partial<Record<WebhookTarget, object>>): NewJob[] {
  return (Object.entries(payloads) as [WebhookTarget, object][])
    .filter(([target]) => config.targets[target] !== undefined)
    .map(([target, payload]) => ({ kind: "webhook", target, payload }));
}

/** A Standard Webhooks message id: stable across retries, so receivers can drop repeats. */
function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/**
 * Adds jobs to the queue inside the caller's transaction, so they exist exactly when
 * whatever they announce does. `leadId` is null for mails about no lead (auth mails).
 * After the transaction commits, nudge the worker to send them at once.
 */
export async function enqueueJobs(executor: Executor, jobs: readonly NewJob[], leadId: string | null = null): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = jobs.map((job) => ({
    leadId,
    kind: job.kind,
    target: job.kind === "mail" ? ("mail" as const) : job.target,
    // A malformed mail is a bug in its template: fail the transaction rather than queue a mail that can never be sent.
    payload: job.kind === "mail" ? mailMessageSchema.parse(job.payload) : job.payload,
    webhookId: newWebhookId(),
  }));
  const inserted = await executor.insert(outboxJobs).values(rows).returning({ id: outboxJobs.id });
  return inserted.map((row) => row.id);
}

/**
 * Stores a lead and its jobs atomically. A repeat of an idempotency key (a double click,
 * a retried request) finds the first lead and stores nothing, so the caller can answer
 * with the first lead's id, which is all the first answer contained.
 */
export async function insertLeadWithJobs(
  executor: Executor,
  lead: NewLead,
  jobs: readonly NewJob[] | ((tx: Executor) => Promise<readonly NewJob[]>),
): Promise<StoredLead> {
  return executor.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        id: lead.id,
        kind: lead.kind,
        email: lead.email.toLowerCase(),
        fields: lead.fields,
        spam: lead.spam ?? false,
        idempotencyKey: lead.idempotencyKey,
        downloadToken: lead.downloadToken,
      })
      .onConflictDoNothing({ target: [leads.kind, leads.idempotencyKey] })
      .returning({ id: leads.id });
    if (!inserted) {
      // The conflicting insert waited for the first one to commit, so it is visible here.
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.kind, lead.kind), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
      if (!existing) throw new Error("A lead conflicted on its idempotency key but cannot be found");
      return { id: existing.id, created: false };
    }
    // A spam lead is kept for inspection and never delivered or mailed.
    // Jobs given as a function are decided in the transaction, once the lead is known to be new.
    if (!lead.spam) await enqueueJobs(tx, typeof jobs === "function" ? await jobs(tx) : jobs, inserted.id);
    return { id: inserted.id, created: true };
  });
}
