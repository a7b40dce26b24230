import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";

/*
 * Who asked for the weekly summary mail on /dashboard/analytics (weekly-report.ts sends it
 * to them and to ANALYTICS_REPORT_TO), by sign-in address, lower-cased.
 */

export async function isReportSubscriber(db: Executor, email: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from analytics_report_subscribers where email = ${email.toLowerCase()}`);
  return rows.length > 0;
}

/** Turns the weekly mail on or off for one staff member; doing it twice changes nothing. */
export async function setReportSubscription(db: Executor, email: string, subscribed: boolean): Promise<void> {
  const address = email.toLowerCase();
  if (subscribed) await db.execute(sql`insert into analytics_report_subscribers (email) values (${address}) on conflict do nothing`);
  else await db.execute(sql`delete from analytics_report_subscribers where email = ${address}`);
}

export async function reportSubscribers(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(db, sql`select email from analytics_report_subscribers order by email`);
  return rows.map((row) => row.email);
}

/** ANALYTICS_REPORT_TO's addresses and the subscribers', each once whatever its case. */
export function reportRecipients(configured: readonly string[], subscribers: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of [...configured, ...subscribers]) if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  return [...seen.values()];
}
