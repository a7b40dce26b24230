import type { Db } from "../db/database.ts";
import { jsonRecordsInsert } from "../db/json-records.ts";
import { analyticsEvents } from "../db/schema.ts";

export type AnalyticsEventInsert = typeof analyticsEvents.$inferInsert;

/** Every column an event carries: the id and the time are the database's own. */
const insert = jsonRecordsInsert(analyticsEvents, [
  "day",
  "name",
  "path",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmContent",
  "utmTerm",
  "device",
  "browser",
  "formKind",
  "metric",
  "value",
  "visitor",
]);

/** Writes a batch of events in one statement with one JSON parameter (server/db/json-records.ts). */
export function insertEvents(db: Db, events: readonly AnalyticsEventInsert[]): Promise<unknown> {
  return db.execute(insert(events));
}
