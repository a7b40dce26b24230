import { and, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type JobStatus, outboxJobs, type WebhookTarget, webhookTargets } from "../db/schema.ts";

export type RequeueResult = "requeued" | "already-pending" | "not-found";

/**
 * Queues a dead or delivered job again, due now, with a fresh round of attempts and the
 * same webhook-id, so a receiver that already has it can recognise the repeat. Its past
 * attempts stay recorded.
 */
export async function requeue(db: Db, jobId: string, now: Date = new Date()): Promise<RequeueResult> {
  const [requeued] = await db
    .update(outboxJobs)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, deliveredAt: null, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(outboxJobs.id, jobId), inArray(outboxJobs.status, ["dead", "delivered"])))
    .returning({ id: outboxJobs.id });
  if (requeued) return "requeued";
  const [existing] = await db.select({ id: outboxJobs.id }).from(outboxJobs).where(eq(outboxJobs.id, jobId));
  return existing ? "already-pending" : "not-found";
}

/**
 * Moves a waiting job's next attempt to now: one that failed and waits for its retry is
 * tried at once, its count of attempts kept. False when it is already due or a worker
 * has it (its lease runs), since nothing is then gained.
 */
export async function retryNow(db: Db, jobId: string, now: Date = new Date()): Promise<boolean> {
  const moved = await db
    .update(outboxJobs)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(outboxJobs.id, jobId),
        eq(outboxJobs.status, "pending"),
        gt(outboxJobs.nextAttemptAt, now),
        or(isNull(outboxJobs.leaseExpiresAt), lte(outboxJobs.leaseExpiresAt, now)),
      ),
    )
    .returning({ id: outboxJobs.id });
  return moved.length > 0;
}

/** What sending a delivery again did: queued a finished one, moved a waiting one to now, or nothing (already due). */
export type RedeliveryResult = "requeued" | "retried-now" | "already-pending";

/** One of a lead's webhook deliveries, and what sending it again did. */
export interface RequeuedDelivery {
  target: WebhookTarget;
  webhookId: string;
  /** Where it stood before. */
  was: JobStatus;
  result: RedeliveryResult;
}

/**
 * Sends a lead's deliveries to the business's tools again, in the order of their targets:
 * a finished one (delivered or dead) is queued again (requeue), one waiting for a later
 * retry is tried now (retryNow), one already due is left as it is. Mails and chat alerts
 * are never sent twice this way.
 */
export async function requeueWebhooksOfLead(db: Db, leadId: string, now: Date = new Date()): Promise<RequeuedDelivery[]> {
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.leadId, leadId), eq(outboxJobs.kind, "webhook"), inArray(outboxJobs.target, webhookTargets)))
    .orderBy(outboxJobs.target);
  const deliveries: RequeuedDelivery[] = [];
  for (const job of jobs) {
    let result: RedeliveryResult;
    if (job.status === "pending") result = (await retryNow(db, job.id, now)) ? "retried-now" : "already-pending";
    else result = (await requeue(db, job.id, now)) === "requeued" ? "requeued" : "already-pending";
    deliveries.push({ target: job.target as WebhookTarget, webhookId: job.webhookId, was: job.status, result });
  }
  return deliveries;
}
