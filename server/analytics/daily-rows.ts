import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsDimension } from "../db/schema.ts";

/** A day's figure for one page, source, campaign, event or vital: the shape of analytics_daily. */
export interface DailyRow extends Record<string, unknown> {
  day: string;
  dimension: AnalyticsDimension;
  key: string;
  detail: string;
  extra: string;
  count: number;
  visitors: number;
  p75: number | null;
}

/**
 * The raw events that `where` selects, counted per day as analytics_daily keeps them.
 * The daily roll-up stores exactly these rows, and the summary reads them for the days
 * that still have raw events, so the two cannot count differently. Visitors are distinct
 * hashes per day; a source is the campaign's utm_source or else the referring host, and
 * only page views that have one count for a source. An entry page is a visitor's first page
 * view of the day: its visitors are those who entered there, its count their leads that day.
 */
export function dailyRowsQuery(where: SQL): SQL {
  return sql`
    with e as (select * from analytics_events where ${where})
    select day::text as day, 'total' as dimension, '' as key, '' as detail, '' as extra,
      (count(*) filter (where name = 'pageview'))::int as count, count(distinct visitor)::int as visitors, null::float8 as p75
      from e group by day
    union all
    select day::text, 'page', path, '', '', count(*)::int, count(distinct visitor)::int, null
      from e where name = 'pageview' group by day, path
    union all
    select day::text, 'source', coalesce(utm_source, referrer_host), '', '', count(*)::int, count(distinct visitor)::int, null
      from e where name = 'pageview' and coalesce(utm_source, referrer_host) is not null group by day, coalesce(utm_source, referrer_host)
    union all
    select day::text, 'campaign', utm_campaign, coalesce(utm_source, ''), coalesce(utm_medium, ''), count(*)::int, count(distinct visitor)::int, null
      from e where name = 'pageview' and utm_campaign is not null group by day, utm_campaign, utm_source, utm_medium
    union all
    select day::text, 'event', name, coalesce(form_kind, ''), '', count(*)::int, count(distinct visitor)::int, null
      from e where name not in ('pageview', 'vital') group by day, name, form_kind
    union all
    select entries.day::text, 'entry', entries.path, '', '', coalesce(sum(day_leads.leads), 0)::int, count(*)::int, null
      from (select distinct on (day, visitor) day, visitor, path from e where name = 'pageview' order by day, visitor, created_at, id) as entries
      left join (select day, visitor, count(*) as leads from e where name = 'lead' group by day, visitor) as day_leads
        on day_leads.day = entries.day and day_leads.visitor = entries.visitor
      group by entries.day, entries.path
    union all
    select day::text, 'vital', path, metric, '', count(*)::int, count(distinct visitor)::int,
      percentile_cont(0.75) within group (order by value)
      from e where name = 'vital' group by day, path, metric`;
}
