import { sql } from "drizzle-orm";
import { type AnalyticsLive, liveMinutes } from "../../contracts/analytics.ts";
import { type Db, queryRows } from "../db/database.ts";

/** The live list shows this many pages, the most viewed first. */
const livePageLimit = 10;

/**
 * The last `liveMinutes` minutes from the raw events ("Idag" on the dashboard): the visitors
 * with a page view, their page views and pages, and the leads stored (spam left out). An
 * event still waiting for its batch shows a second later.
 */
export async function analyticsLive(db: Db, now: Date = new Date()): Promise<AnalyticsLive> {
  const since = new Date(now.getTime() - liveMinutes * 60_000);
  const [[totals], pages, [leads]] = await Promise.all([
    queryRows<{ visitors: number; pageviews: number }>(
      db,
      sql`select count(distinct visitor)::int as visitors, count(*)::int as pageviews
        from analytics_events where name = 'pageview' and created_at > ${since.toISOString()}::timestamptz`,
    ),
    queryRows<{ path: string; pageviews: number; visitors: number }>(
      db,
      sql`select path, count(*)::int as pageviews, count(distinct visitor)::int as visitors
        from analytics_events where name = 'pageview' and created_at > ${since.toISOString()}::timestamptz
        group by path order by 2 desc, 3 desc, 1 limit ${livePageLimit}`,
    ),
    queryRows<{ leads: number }>(db, sql`select count(*)::int as leads from leads where not spam and created_at > ${since.toISOString()}::timestamptz`),
  ]);
  return { minutes: liveMinutes, visitors: totals?.visitors ?? 0, pageviews: totals?.pageviews ?? 0, leads: leads?.leads ?? 0, pages };
}
