import { type SQL, sql } from "drizzle-orm";
import { directSource, otherValueLabel } from "../../contracts/analytics.ts";
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
 * The most sources and campaigns a day keeps apart: those with the most visitors (then page
 * views, then by name); the rest of the day's are counted together as `otherValueLabel`.
 * Anyone can post a page view with a made-up referrer or campaign, so without a cap one
 * address could add hundreds of rows a day to the roll-ups, kept 25 months, and to the
 * staff's tables. Pages need no cap: they are the route table's (event-values.ts).
 */
export const dailyValueLimit = 100;

/**
 * The `detail` of an event's row over every form: its visitors are counted once however
 * many forms they started, where summing the per-form rows would count them once per form.
 */
export const allForms = "*";

/**
 * The raw events that `where` selects, counted per day as analytics_daily keeps them.
 * The daily roll-up stores exactly these rows, and the summary reads them for the days
 * that still have raw events, so the two cannot count differently. Visitors are distinct
 * hashes per day; a source is the campaign's utm_source or else the referring domain, and
 * only page views that have one count for a source; a visitor whose page views that day
 * had none counts for "Direkt" (`directSource`). Sources and campaigns beyond the day's
 * `dailyValueLimit` are one row. `source_leads` and `campaign_leads` count, per source and
 * campaign, the lead events of its visitors (`count`) and the visitors who sent one
 * (`visitors`: converting visitors). An entry page is a visitor's first page view of the
 * day: its visitors are those who entered there, its count those of them who sent a lead
 * that day (converting visitors, so never more than its visitors). A form event also has a
 * row over all forms (`allForms`). Device classes and
 * browsers count page views and visitors; a browser not kept is ''.
 */
export function dailyRowsQuery(where: SQL): SQL {
  return sql`
    with e as (select * from analytics_events where ${where}),
    sources as (
      select day, visitor, coalesce(utm_source, referrer_host) as key, '' as detail, '' as extra
      from e where name = 'pageview' and coalesce(utm_source, referrer_host) is not null),
    campaigns as (
      select day, visitor, utm_campaign as key, coalesce(utm_source, '') as detail, coalesce(utm_medium, '') as extra
      from e where name = 'pageview' and utm_campaign is not null),
    ${foldedBeyondLimit("folded_sources", "sources")},
    ${foldedBeyondLimit("folded_campaigns", "campaigns")},
    lead_visitors as (select day, visitor, count(*) as leads from e where name = 'lead' group by day, visitor),
    direct as (
      select day, visitor from e where name = 'pageview' group by day, visitor
      having bool_and(coalesce(utm_source, referrer_host) is null))
    select day::text as day, 'total' as dimension, '' as key, '' as detail, '' as extra,
      (count(*) filter (where name = 'pageview'))::int as count, count(distinct visitor)::int as visitors, null::float8 as p75
      from e group by day
    union all
    select day::text, 'page', path, '', '', count(*)::int, count(distinct visitor)::int, null
      from e where name = 'pageview' group by day, path
    union all
    select day::text, 'source', key, '', '', count(*)::int, count(distinct visitor)::int, null
      from folded_sources group by day, key
    union all
    select day::text, 'campaign', key, detail, extra, count(*)::int, count(distinct visitor)::int, null
      from folded_campaigns group by day, key, detail, extra
    union all
    select e.day::text, 'source', ${directSource}, '', '', count(*)::int, count(distinct e.visitor)::int, null
      from e join direct on direct.day = e.day and direct.visitor = e.visitor where e.name = 'pageview' group by e.day
    union all
    select s.day::text, 'source_leads', s.key, '', '', sum(l.leads)::int, count(*)::int, null
      from (select distinct day, visitor, key from folded_sources) as s
      join lead_visitors as l on l.day = s.day and l.visitor = s.visitor group by s.day, s.key
    union all
    select direct.day::text, 'source_leads', ${directSource}, '', '', sum(l.leads)::int, count(*)::int, null
      from direct join lead_visitors as l on l.day = direct.day and l.visitor = direct.visitor group by direct.day
    union all
    select c.day::text, 'campaign_leads', c.key, c.detail, c.extra, sum(l.leads)::int, count(*)::int, null
      from (select distinct day, visitor, key, detail, extra from folded_campaigns) as c
      join lead_visitors as l on l.day = c.day and l.visitor = c.visitor group by c.day, c.key, c.detail, c.extra
    union all
    select day::text, 'device', device, '', '', (count(*) filter (where name = 'pageview'))::int, count(distinct visitor)::int, null
      from e group by day, device
    union all
    select day::text, 'browser', coalesce(browser, ''), '', '', (count(*) filter (where name = 'pageview'))::int, count(distinct visitor)::int, null
      from e group by day, coalesce(browser, '')
    union all
    select day::text, 'event', name, coalesce(form_kind, ''), '', count(*)::int, count(distinct visitor)::int, null
      from e where name not in ('pageview', 'vital') group by day, name, form_kind
    union all
    select day::text, 'event', name, ${allForms}, '', count(*)::int, count(distinct visitor)::int, null
      from e where form_kind is not null group by day, name
    union all
    select entries.day::text, 'entry', entries.path, '', '', count(day_leads.visitor)::int, count(*)::int, null
      from (select distinct on (day, visitor) day, visitor, path from e where name = 'pageview' order by day, visitor, created_at, id) as entries
      left join lead_visitors as day_leads on day_leads.day = entries.day and day_leads.visitor = entries.visitor
      group by entries.day, entries.path
    union all
    select day::text, 'vital', path, metric, '', count(*)::int, count(distinct visitor)::int,
      percentile_cont(0.75) within group (order by value)
      from e where name = 'vital' group by day, path, metric`;
}

/**
 * A CTE `name` with the rows of `values` (day, visitor, key, detail, extra), each value
 * kept when it is among its day's `dailyValueLimit` with the most visitors and otherwise
 * replaced by `otherValueLabel` (detail and extra emptied).
 */
function foldedBeyondLimit(name: string, values: string): SQL {
  return sql`${sql.identifier(name)} as (
      select v.day, v.visitor,
        case when ranked.rank <= ${dailyValueLimit} then v.key else ${otherValueLabel} end as key,
        case when ranked.rank <= ${dailyValueLimit} then v.detail else '' end as detail,
        case when ranked.rank <= ${dailyValueLimit} then v.extra else '' end as extra
      from ${sql.identifier(values)} v join (
        select day, key, detail, extra,
          row_number() over (partition by day order by count(distinct visitor) desc, count(*) desc, key, detail, extra) as rank
        from ${sql.identifier(values)} group by day, key, detail, extra
      ) as ranked on ranked.day = v.day and ranked.key = v.key and ranked.detail = v.detail and ranked.extra = v.extra)`;
}
