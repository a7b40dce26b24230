import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";
import { jsonRecordsInsert } from "../db/json-records.ts";
import { type DeliveryTarget, outboxJobs } from "../db/schema.ts";
import { type StoredMail, storedMailSchema } from "../mail/index.ts";
import type { DeliveryConfig } from "./config.ts";

/** One delivery to store with a lead: a JSON body for a webhook target, or a mail. */
export type NewJob = { kind: "webhook"; target: DeliveryTarget; payload: object } | { kind: "mail"; payload: StoredMail };

/**
 * One webhook job per target that has a URL configured: an unset target is simply not
 * delivered to, never an error. Payloads are given per target because each target gets
 * its own shape (SPEC §7 calls 2-4).
 */
export function webhookJobs(config: DeliveryConfig, payloads: Partial<Record<DeliveryTarget, object>>): NewJob[] {
  return (Object.entries(payloads) as [DeliveryTarget, object][])
    .filter(([target]) => config.targets[target] !== undefined)
    .map(([target, payload]) => ({ kind: "webhook", target, payload }));
}

/** A Standard Webhooks message id: stable across retries, so receivers can drop repeats. */
function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/** A job checked and given its webhook-id, ready to be inserted with others in one statement. */
export interface PreparedJob {
  leadId: string | null;
  kind: NewJob["kind"];
  target: DeliveryTarget | "mail";
  payload: object;
  webhookId: string;
}

/**
 * Checks jobs and gives each its webhook-id, before any transaction: a malformed mail is a
 * bug in its template, and throwing here fails only the request that made it.
 */
export function prepareJobs(jobs: readonly NewJob[], leadId: string | null = null): PreparedJob[] {
  return jobs.map((job) => ({
    leadId,
    kind: job.kind,
    target: job.kind === "mail" ? ("mail" as const) : job.target,
    payload: job.kind === "mail" ? storedMailSchema.parse(job.payload) : job.payload,
    webhookId: newWebhookId(),
  }));
}

const insertJobs = jsonRecordsInsert(outboxJobs, ["leadId", "kind", "target", "payload", "webhookId"]);

/**
 * Adds prepared jobs (of any number of leads) to the queue inside the caller's transaction
 * in one statement with one JSON parameter (server/db/json-records.ts), so they exist
 * exactly when whatever they announce does. Nothing is returned: the lead path, which
 * knows each job by its webhook-id, never needs the new rows' ids, and on PGlite every
 * returned row is parsed in the thread that answers the requests. After the transaction
 * commits, nudge the worker to send them at once.
 */
export async function enqueuePreparedJobs(executor: Executor, jobs: readonly PreparedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await executor.execute(insertJobs(jobs));
}

/**
 * Adds jobs to the queue inside the caller's transaction and returns their ids. `leadId`
 * is null for mails about no lead (auth mails). After the transaction commits, nudge the worker.
 */
export async function enqueueJobs(executor: Executor, jobs: readonly NewJob[], leadId: string | null = null): Promise<string[]> {
  const prepared = prepareJobs(jobs, leadId);
  if (prepared.length === 0) return [];
  const inserted = await queryRows<{ id: string }>(executor, sql`${insertJobs(prepared)} returning id`);
  return inserted.map((row) => row.id);
}
