import { sql } from "drizzle-orm";
import { analyticsRawRetentionDays, analyticsRollupRetentionMonths } from "../../app/content/statistics.ts";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { type DailyJob, startDailyJob } from "../jobs/daily-job.ts";
import { dailyRowsQuery } from "./daily-rows.ts";
import type { EventBuffer } from "./event-buffer.ts";

/** The privacy policy states both (app/content/statistics.ts). */
export const rawEventRetentionDays = analyticsRawRetentionDays;
export const rollupRetentionMonths = analyticsRollupRetentionMonths;

export interface AnalyticsMaintenanceResult {
  rolledUpDays: number;
  deletedEvents: number;
  deletedRollups: number;
  deletedSalts: number;
}

/**
 * Rolls up every finished Stockholm day that has raw events and no roll-up yet, then
 * deletes raw events older than 30 days, roll-ups older than 25 months and every salt
 * but today's. A day is finished at midnight: events are dated as they arrive, so none
 * is added to it afterwards. The roll-up and the deletion share a transaction, so a day's
 * raw events never go before its roll-up is stored.
 */
export async function maintainAnalytics(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<AnalyticsMaintenanceResult> {
  const today = stockholmDay(now);
  return db.transaction(async (tx) => {
    const notRolledUp = sql`day < ${today}::date and not exists (select 1 from analytics_daily d where d.day = analytics_events.day and d.dimension = 'total')`;
    const rolled = await tx.execute(sql`
      insert into analytics_daily (day, dimension, key, detail, extra, count, visitors, p75)
      select day::date, dimension, key, detail, extra, count, visitors, p75 from (${dailyRowsQuery(notRolledUp)}) as rows
      returning day, dimension`);
    const events = await tx.execute(sql`delete from analytics_events where day < ${today}::date - ${rawEventRetentionDays}::int returning 1`);
    const rollups = await tx.execute(sql`delete from analytics_daily where day < ${today}::date - make_interval(months => ${rollupRetentionMonths}) returning 1`);
    const salts = await tx.execute(sql`delete from analytics_salts where day < ${today}::date returning 1`);
    const rolledRows = rowsOf(rolled) as { dimension: string }[];
    return {
      rolledUpDays: rolledRows.filter((row) => row.dimension === "total").length,
      deletedEvents: affected(events),
      deletedRollups: affected(rollups),
      deletedSalts: affected(salts),
    };
  });
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}

function affected(result: unknown): number {
  return rowsOf(result).length;
}

/** The daily roll-up and retention of the statistics; stopping it also writes the events still waiting in `events`. */
export function startAnalyticsJob({ db, events, log }: { db: Db; events: EventBuffer; log: Log }): DailyJob {
  const job = startDailyJob("Analytics roll-up and retention", () => maintainAnalytics(db), { log });
  return {
    async stop() {
      await job.stop();
      await events.flush();
    },
  };
}
