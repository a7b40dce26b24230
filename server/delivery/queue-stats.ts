import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";
import { type JobKind, jobKinds } from "../db/schema.ts";

export interface QueueStats {
  /** Jobs waiting for a (first or next) attempt, by kind. */
  pending: Record<JobKind, number>;
  /** Jobs that gave up after their last attempt, by kind. */
  dead: Record<JobKind, number>;
  /** Seconds since the oldest waiting job was queued, by the database's clock; 0 when none waits. */
  oldestPendingAgeSeconds: number;
}

/**
 * How far behind the queue is, for the metrics scrape: one grouped read of the jobs not
 * yet delivered (a pending job is soon sent or retried; a dead one waits for an operator).
 * The age is the database's, so every instance reports the same value.
 */
export async function queueStats(executor: Executor): Promise<QueueStats> {
  const rows = await queryRows<{ status: string; kind: JobKind; jobs: number; oldest_age_seconds: number | string | null }>(
    executor,
    sql`select status, kind, count(*)::int as jobs,
          extract(epoch from (now() - min(created_at)))::float8 as oldest_age_seconds
        from outbox_jobs where status in ('pending', 'dead') group by status, kind`,
  );
  const zero = () => Object.fromEntries(jobKinds.map((kind) => [kind, 0])) as Record<JobKind, number>;
  const stats: QueueStats = { pending: zero(), dead: zero(), oldestPendingAgeSeconds: 0 };
  for (const row of rows) {
    if (row.status === "dead") stats.dead[row.kind] = row.jobs;
    else {
      stats.pending[row.kind] = row.jobs;
      stats.oldestPendingAgeSeconds = Math.max(stats.oldestPendingAgeSeconds, Number(row.oldest_age_seconds ?? 0));
    }
  }
  return stats;
}
