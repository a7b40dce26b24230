import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type OutboxJob, outboxAttempts, outboxJobs } from "../db/schema.ts";

export interface ClaimOptions {
  owner: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

/**
 * Leases up to `limit` due jobs to `owner` in one short statement. SKIP LOCKED lets
 * instances claim side by side without waiting on each other's rows; the lease, not a
 * held lock, then keeps the row to its owner during the send, and lets another instance
 * take it over once the lease runs out (the owner crashed).
 */
export async function claimDueJobs(db: Db, { owner, now, leaseMs, limit }: ClaimOptions): Promise<OutboxJob[]> {
  const due = db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.status, "pending"),
        lte(outboxJobs.nextAttemptAt, now),
        or(isNull(outboxJobs.leaseExpiresAt), lte(outboxJobs.leaseExpiresAt, now)),
      ),
    )
    .orderBy(asc(outboxJobs.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxJobs)
    .set({ leaseOwner: owner, leaseExpiresAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outboxJobs.id, due))
    .returning();
}

export interface AttemptRecord {
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

export type JobUpdate =
  | { status: "delivered"; deliveredAt: Date }
  | { status: "pending"; nextAttemptAt: Date }
  | { status: "dead" };

/**
 * Records an attempt and the job's new state in one short transaction. The update only
 * applies while `owner` still holds the lease; returns false when it had lost it (the
 * attempt is recorded all the same, since it did happen).
 */
export async function recordAttempt(
  db: Db,
  job: Pick<OutboxJob, "id" | "attempts">,
  owner: string,
  attempt: AttemptRecord,
  update: JobUpdate,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(outboxJobs)
      .set({
        status: update.status,
        attempts: job.attempts + 1,
        nextAttemptAt: update.status === "pending" ? update.nextAttemptAt : undefined,
        deliveredAt: update.status === "delivered" ? update.deliveredAt : undefined,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(and(eq(outboxJobs.id, job.id), eq(outboxJobs.leaseOwner, owner)))
      .returning({ id: outboxJobs.id });
    // A job erased meanwhile (GDPR request, retention) has nowhere to keep its attempt.
    const exists = updated ?? (await tx.select({ id: outboxJobs.id }).from(outboxJobs).where(eq(outboxJobs.id, job.id)))[0];
    if (exists) await tx.insert(outboxAttempts).values({ jobId: job.id, ...attempt });
    return updated !== undefined;
  });
}
