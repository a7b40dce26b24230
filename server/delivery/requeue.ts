import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { outboxJobs } from "../db/schema.ts";

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
