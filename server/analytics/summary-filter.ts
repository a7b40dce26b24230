import { type SQL, sql } from "drizzle-orm";
import { directSource, unknownSource } from "../../contracts/analytics.ts";
import { type Db, queryRows } from "../db/database.ts";
import { sourceGroup } from "./source-groups.ts";

/** One row of the dashboard clicked: the whole summary narrowed to it. */
export interface SummaryFilter {
  source?: string;
  campaign?: string;
  entry?: string;
}

export function isFiltered(filter: SummaryFilter): boolean {
  return filter.source !== undefined || filter.campaign !== undefined || filter.entry !== undefined;
}

/**
 * A filter as conditions on the raw events and on the leads. The events are narrowed to the
 * visitor-days it brought: those whose page views that day had the source (grouped as the
 * summary groups them: the raw sources of the range that group to it), the campaign, or
 * entered on the page. Rolled-up days keep no visitors, so only raw days can be narrowed.
 */
export async function filterConditions(db: Db, inRange: SQL, filter: SummaryFilter): Promise<{ events: SQL; leads: SQL }> {
  const events: SQL[] = [];
  const leads: SQL[] = [];
  const pageviews = sql`select day, visitor from analytics_events where ${inRange} and name = 'pageview'`;
  if (filter.source !== undefined) {
    if (filter.source === directSource) {
      events.push(sql`(day, visitor) in (${pageviews} group by day, visitor having bool_and(coalesce(utm_source, referrer_host) is null))`);
    } else {
      const raw = await queryRows<{ key: string }>(
        db,
        sql`select distinct coalesce(utm_source, referrer_host) as key from analytics_events
            where ${inRange} and name = 'pageview' and coalesce(utm_source, referrer_host) is not null`,
      );
      const keys = raw.map((row) => row.key).filter((key) => sourceGroup(key) === filter.source);
      events.push(keys.length === 0 ? sql`false` : sql`(day, visitor) in (${pageviews} and coalesce(utm_source, referrer_host) in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)}))`);
    }
    leads.push(filter.source === unknownSource ? sql`(source is null or source = ${unknownSource})` : sql`source = ${filter.source}`);
  }
  if (filter.campaign !== undefined) {
    events.push(sql`(day, visitor) in (${pageviews} and utm_campaign = ${filter.campaign})`);
    leads.push(sql`utm_campaign = ${filter.campaign}`);
  }
  if (filter.entry !== undefined) {
    events.push(sql`(day, visitor) in (
      select day, visitor from (
        select distinct on (day, visitor) day, visitor, path from analytics_events
        where ${inRange} and name = 'pageview' order by day, visitor, created_at, id
      ) as entries where path = ${filter.entry})`);
    leads.push(sql`entry_page = ${filter.entry}`);
  }
  const all = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));
  return { events: all(events), leads: all(leads) };
}
