import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/database.ts";
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
    // No ORDER BY: sorting every due job on each claim costs as much as the backlog is long,
    // and every due job is sent soon anyway; the partial index yields them roughly oldest first.
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
  /** `mailStored`: a mail kept in the database without being sent (no SMTP_URL). */
  | { status: "delivered"; deliveredAt: Date; mailStored?: boolean }
  | { status: "pending"; nextAttemptAt: Date }
  | { status: "dead" };

export interface FinishedAttempt {
  job: Pick<OutboxJob, "id" | "attempts">;
  attempt: AttemptRecord;
  update: JobUpdate;
}

/**
 * Records attempts and their jobs' new states, for any number of jobs, in one short
 * transaction of three statements. A job's update only applies while `owner` still holds
 * its lease; the answer says per attempt whether it did (false: the lease had run out and
 * another worker has the job). The attempt is recorded all the same, since it did happen.
 */
export async function recordAttempts(db: Db, owner: string, finished: readonly FinishedAttempt[]): Promise<boolean[]> {
  if (finished.length === 0) return [];
  return db.transaction(async (tx) => {
    const values = sql.join(
      finished.map(
        ({ job, update }) =>
          sql`(${job.id}::uuid, ${update.status}, ${job.attempts + 1}::integer, ${
            update.status === "pending" ? update.nextAttemptAt.toISOString() : null
          }::timestamptz, ${update.status === "delivered" ? update.deliveredAt.toISOString() : null}::timestamptz, ${
            update.status === "delivered" && update.mailStored === true
          }::boolean)`,
      ),
      sql`, `,
    );
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`update ${outboxJobs} as j set
            status = v.status,
            attempts = v.attempts,
            next_attempt_at = coalesce(v.next_attempt_at, j.next_attempt_at),
            delivered_at = coalesce(v.delivered_at, j.delivered_at),
            mail_stored = v.mail_stored,
            lease_owner = null,
            lease_expires_at = null
          from (values ${values}) as v(id, status, attempts, next_attempt_at, delivered_at, mail_stored)
          where j.id = v.id and j.lease_owner = ${owner}
          returning j.id`,
    );
    const kept = new Set(updated.map((row) => row.id));
    const lost = finished.filter(({ job }) => !kept.has(job.id)).map(({ job }) => job.id);
    // A job erased meanwhile (GDPR request, retention) has nowhere to keep its attempt.
    const existing = new Set(kept);
    if (lost.length > 0) {
      for (const row of await tx.select({ id: outboxJobs.id }).from(outboxJobs).where(inArray(outboxJobs.id, lost))) existing.add(row.id);
    }
    const attempts = finished.filter(({ job }) => existing.has(job.id)).map(({ job, attempt }) => ({ jobId: job.id, ...attempt }));
    if (attempts.length > 0) await tx.insert(outboxAttempts).values(attempts);
    return finished.map(({ job }) => kept.has(job.id));
  });
}

/** Records one attempt and its job's new state; see recordAttempts. */
export async function recordAttempt(
  db: Db,
  job: Pick<OutboxJob, "id" | "attempts">,
  owner: string,
  attempt: AttemptRecord,
  update: JobUpdate,
): Promise<boolean> {
  const [kept] = await recordAttempts(db, owner, [{ job, attempt, update }]);
  return kept!;
}
