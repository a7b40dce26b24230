import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { type DailyJob, startDailyJob } from "../jobs/daily-job.ts";
import { deleteExpiredConsentDecisions } from "./decisions.ts";

/** The consent log's retention, to be merged into the server's schema. */
export const consentRetentionEnvShape = {
  /** The privacy and cookie policies promise 12 months (consentRecordRetentionMonths); change them together. */
  CONSENT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
};

/** The daily deletion of consent decisions past their retention, as the privacy policy states it. */
export function startConsentRetentionJob({ db, months, log }: { db: Db; months: number; log: Log }): DailyJob {
  return startDailyJob("Consent log retention", async () => ({ decisions: await deleteExpiredConsentDecisions(db, { months }) }), { log });
}
