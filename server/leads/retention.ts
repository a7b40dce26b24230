import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { type DailyJob, startDailyJob } from "../jobs/daily-job.ts";
import { leads } from "../db/schema.ts";
import { deleteFinishedMailsWithoutLead } from "../delivery/index.ts";

/** The retention's environment variable, to be merged into the server's schema. */
export const retentionEnvShape = {
  /** The privacy policy promises 24 months; change both together. */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
};

export interface RetentionOptions {
  months: number;
  now?: Date;
}

export interface RetentionResult {
  leads: number;
  mails: number;
}

/**
 * Deletes the leads stored more than `months` calendar months ago, and with them their
 * deliveries, mails and attempts (the foreign keys cascade). Finished mails that concern
 * no lead (sign-in mails) hold addresses too and go after the same time.
 */
export async function deleteExpiredLeads(db: Db, { months, now = new Date() }: RetentionOptions): Promise<RetentionResult> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  return db.transaction(async (tx) => {
    const deletedLeads = await tx.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
    const mails = await deleteFinishedMailsWithoutLead(tx, cutoff);
    return { leads: deletedLeads.length, mails };
  });
}

/** The daily deletion of leads past their retention, as the privacy policy states it. */
export function startRetentionJob({ db, months, log }: { db: Db; months: number; log: Log }): DailyJob {
  return startDailyJob("Lead retention", () => deleteExpiredLeads(db, { months }), { log });
}
