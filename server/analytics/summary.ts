import { sql } from "drizzle-orm";
import { type AnalyticsSummary, type AnalyticsSummaryQuery, conversionEventNames, type VitalMetric, vitalMetrics } from "../../contracts/analytics.ts";
import { type LeadKind, leadKinds } from "../../contracts/lead-forms.ts";
import { paths } from "../../app/lib/paths.ts";
import { type Db, queryRows } from "../db/database.ts";
import { type DailyRow, dailyRowsQuery } from "./daily-rows.ts";

/** The summary lists at most this many pages, sources and campaigns, the most viewed first. */
export const summaryListLimit = 100;

interface Figure {
  key: string;
  detail: string;
  extra: string;
  count: number;
  visitors: number;
}

type VitalFigure = {
  path: string;
  metric: VitalMetric;
  samples: number;
  p75: number;
};

/** The page each form lives on: its funnel starts with that page's views. The popup's starts with being shown. */
const formPages: Record<Exclude<LeadKind, "popup">, string> = {
  contact: paths.contact,
  ebook: paths.ebook,
  quote: paths.packages,
  demo: paths.demo,
  booking: paths.booking,
};

const dayMs = 86_400_000;

/** Every YYYY-MM-DD from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += dayMs) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const byCount = (a: Figure, b: Figure) => b.count - a.count || b.visitors - a.visitors || a.key.localeCompare(b.key);

/**
 * The figures of `GET /api/staff/analytics` and `npm run analytics -- summary` for the
 * days from `from` to `to` (Stockholm days, both included): from the raw events for the
 * days that still have them, from the daily roll-ups for older days. Visitors are summed
 * over days, as the visitor hash changes daily. A vital's p75 is exact over the raw days;
 * rolled-up days add their daily p75 weighted by samples, an approximation.
 */
export async function analyticsSummary(db: Db, { from, to }: AnalyticsSummaryQuery): Promise<AnalyticsSummary> {
  const inRange = sql`day between ${from}::date and ${to}::date`;
  const [raw, stored, rawVitals] = await Promise.all([
    queryRows<DailyRow>(db, dailyRowsQuery(inRange)),
    queryRows<DailyRow>(
      db,
      sql`select day::text as day, dimension, key, detail, extra, count, visitors, p75 from analytics_daily
        where ${inRange} and not exists (select 1 from analytics_events e where e.day = analytics_daily.day)`,
    ),
    queryRows<VitalFigure>(
      db,
      sql`select path, metric, count(*)::int as samples, percentile_cont(0.75) within group (order by value) as p75
        from analytics_events where ${inRange} and name = 'vital' group by path, metric`,
    ),
  ]);

  const figures = new Map<string, Map<string, Figure>>();
  const storedVitals = new Map<string, { path: string; metric: VitalMetric; samples: number; weighted: number }>();
  const perDay = new Map<string, { visitors: number; pageviews: number }>();
  const add = (row: DailyRow) => {
    if (row.dimension === "total") perDay.set(row.day, { visitors: row.visitors, pageviews: row.count });
    const dimension = figures.get(row.dimension) ?? new Map<string, Figure>();
    figures.set(row.dimension, dimension);
    const id = `${row.key}\u0000${row.detail}\u0000${row.extra}`;
    const figure = dimension.get(id) ?? { key: row.key, detail: row.detail, extra: row.extra, count: 0, visitors: 0 };
    figure.count += row.count;
    figure.visitors += row.visitors;
    dimension.set(id, figure);
  };
  // The raw days' vitals come exact from rawVitals; a rolled-up day's from its daily p75.
  for (const row of raw) if (row.dimension !== "vital") add(row);
  for (const row of stored) {
    if (row.dimension !== "vital") {
      add(row);
      continue;
    }
    const id = `${row.key}\u0000${row.detail}`;
    const vital = storedVitals.get(id) ?? { path: row.key, metric: row.detail as VitalMetric, samples: 0, weighted: 0 };
    vital.samples += row.count;
    vital.weighted += (row.p75 ?? 0) * row.count;
    storedVitals.set(id, vital);
  }
  const list = (dimension: string) => [...(figures.get(dimension)?.values() ?? [])].sort(byCount);
  const totals = list("total");
  const events = list("event");
  const eventCount = (name: string, kind?: string) =>
    events.filter((event) => event.key === name && (kind === undefined || event.detail === kind)).reduce((sum, event) => sum + event.count, 0);
  const pageviewsOf = (path: string) => list("page").reduce((sum, page) => (page.key === path ? sum + page.count : sum), 0);
  const eventVisitors = (name: string) => events.filter((event) => event.key === name).reduce((sum, event) => sum + event.visitors, 0);

  return {
    from,
    to,
    visitors: totals.reduce((sum, total) => sum + total.visitors, 0),
    pageviews: totals.reduce((sum, total) => sum + total.count, 0),
    pages: list("page")
      .slice(0, summaryListLimit)
      .map(({ key, count, visitors }) => ({ path: key, pageviews: count, visitors })),
    sources: list("source")
      .slice(0, summaryListLimit)
      .map(({ key, count, visitors }) => ({ source: key, pageviews: count, visitors })),
    campaigns: list("campaign")
      .slice(0, summaryListLimit)
      .map(({ key, detail, extra, count, visitors }) => ({ campaign: key, source: detail || null, medium: extra || null, pageviews: count, visitors })),
    forms: leadKinds.map((kind) => ({ kind, starts: eventCount("form_start", kind), leads: eventCount("lead", kind) })),
    events: conversionEventNames.map((name) => ({ name, count: eventCount(name), visitors: eventVisitors(name) })),
    vitals: combineVitals(rawVitals, [...storedVitals.values()]),
    entryPages: list("entry")
      .sort((a, b) => b.visitors - a.visitors || b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, summaryListLimit)
      .map(({ key, count, visitors }) => ({ path: key, visitors, leads: count })),
    days: daysBetween(from, to).map((day) => ({ day, ...(perDay.get(day) ?? { visitors: 0, pageviews: 0 }) })),
    funnels: leadKinds.map((kind) => ({
      kind,
      views: kind === "popup" ? eventCount("popup_shown") : pageviewsOf(formPages[kind]),
      starts: eventCount("form_start", kind),
      leads: eventCount("lead", kind),
    })),
  };
}

function combineVitals(raw: readonly VitalFigure[], stored: readonly { path: string; metric: VitalMetric; samples: number; weighted: number }[]) {
  const combined = new Map<string, { path: string; metric: VitalMetric; samples: number; weighted: number }>();
  for (const vital of [...raw.map(({ path, metric, samples, p75 }) => ({ path, metric, samples, weighted: p75 * samples })), ...stored]) {
    const id = `${vital.path}\u0000${vital.metric}`;
    const sum = combined.get(id) ?? { path: vital.path, metric: vital.metric, samples: 0, weighted: 0 };
    sum.samples += vital.samples;
    sum.weighted += vital.weighted;
    combined.set(id, sum);
  }
  return [...combined.values()]
    .filter(({ samples }) => samples > 0)
    .sort((a, b) => a.path.localeCompare(b.path) || vitalMetrics.indexOf(a.metric) - vitalMetrics.indexOf(b.metric))
    .map(({ path, metric, samples, weighted }) => ({ path, metric, p75: roundVital(metric, weighted / samples), samples }));
}

/** Milliseconds to whole numbers; CLS to three decimals, as web.dev shows them. */
function roundVital(metric: VitalMetric, value: number) {
  return metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}
