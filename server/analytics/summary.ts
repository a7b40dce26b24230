import { sql } from "drizzle-orm";
import { type AnalyticsSummary, type AnalyticsSummaryQuery, conversionEventNames, deviceClasses, type VitalMetric, vitalMetrics } from "../../contracts/analytics.ts";
import { type LeadKind, leadKinds } from "../../contracts/lead-forms.ts";
import { paths } from "../../app/lib/paths.ts";
import { type Db, queryRows } from "../db/database.ts";
import { allForms, type DailyRow, dailyRowsQuery } from "./daily-rows.ts";
import { campaignKey, leadDay, leadFigures, leadSourceOf, type Outcomes, outcomesBy } from "./lead-figures.ts";
import { sourceGroup } from "./source-groups.ts";
import { filterConditions, isFiltered } from "./summary-filter.ts";

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
export async function analyticsSummary(db: Db, { from, to, ...filter }: AnalyticsSummaryQuery): Promise<AnalyticsSummary> {
  const inRange = sql`day between ${from}::date and ${to}::date`;
  const filtered = isFiltered(filter);
  const conditions = filtered ? await filterConditions(db, inRange, filter) : { events: sql`true`, leads: sql`true` };
  const eventsWhere = sql`${inRange} and ${conditions.events}`;
  const [raw, stored, rawVitals, leadRows, firstRawDay] = await Promise.all([
    queryRows<DailyRow>(db, dailyRowsQuery(eventsWhere)),
    // Rolled-up days keep no visitors, so a filter cannot narrow them: a filtered summary leaves them out.
    filtered
      ? Promise.resolve([])
      : queryRows<DailyRow>(
          db,
          sql`select day::text as day, dimension, key, detail, extra, count, visitors, p75 from analytics_daily
            where ${inRange} and not exists (select 1 from analytics_events e where e.day = analytics_daily.day)`,
        ),
    queryRows<VitalFigure>(
      db,
      sql`select path, metric, count(*)::int as samples, percentile_cont(0.75) within group (order by value) as p75
        from analytics_events where ${eventsWhere} and name = 'vital' group by path, metric`,
    ),
    leadFigures(db, sql`${leadDay} between ${from}::date and ${to}::date`, conditions.leads),
    filtered ? queryRows<{ day: string | null }>(db, sql`select min(day)::text as day from analytics_events where ${inRange}`) : Promise.resolve([]),
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
    events.filter((event) => event.key === name && event.detail !== allForms && (kind === undefined || event.detail === kind)).reduce((sum, event) => sum + event.count, 0);
  const pageviewsOf = (path: string) => list("page").reduce((sum, page) => (page.key === path ? sum + page.count : sum), 0);
  const eventVisitors = (name: string) => distinctEventVisitors([...raw, ...stored], name);
  const leadTotals = outcomesBy(leadRows, () => "all").get("all") ?? noOutcomes;
  const leadsPerDay = outcomesBy(leadRows, (row) => row.day);

  return {
    from,
    to,
    visitors: totals.reduce((sum, total) => sum + total.visitors, 0),
    pageviews: totals.reduce((sum, total) => sum + total.count, 0),
    leads: leadTotals.leads,
    wonDeals: leadTotals.wonDeals,
    wonValue: leadTotals.wonValue,
    pages: list("page")
      .slice(0, summaryListLimit)
      .map(({ key, count, visitors }) => ({ path: key, pageviews: count, visitors })),
    sources: sourceFigures(list("source"), list("source_leads"), outcomesBy(leadRows, leadSourceOf)).slice(0, summaryListLimit),
    campaigns: campaignFigures(
      list("campaign"),
      list("campaign_leads"),
      outcomesBy(leadRows, (row) => (row.campaign === null ? null : campaignKey(row.campaign, row.utmSource, row.utmMedium))),
    ).slice(0, summaryListLimit),
    devices: deviceClasses
      .map((device) => sumOf(list("device").filter((figure) => figure.key === device)))
      .map((sum, index) => ({ device: deviceClasses[index]!, ...sum }))
      .filter((device) => device.visitors > 0),
    browsers: list("browser").map(({ key, count, visitors }) => ({ browser: key, pageviews: count, visitors })),
    forms: leadKinds.map((kind) => ({ kind, starts: eventCount("form_start", kind), leads: eventCount("lead", kind) })),
    events: conversionEventNames.map((name) => ({ name, count: eventCount(name), visitors: eventVisitors(name) })),
    vitals: combineVitals(rawVitals, [...storedVitals.values()]),
    entryPages: entryFigures(list("entry"), outcomesBy(leadRows, (row) => row.entryPage)).slice(0, summaryListLimit),
    days: daysBetween(from, to).map((day) => ({ day, ...(perDay.get(day) ?? { visitors: 0, pageviews: 0 }), leads: leadsPerDay.get(day)?.leads ?? 0 })),
    funnels: leadKinds.map((kind) => ({
      kind,
      views: kind === "popup" ? eventCount("popup_shown") : pageviewsOf(formPages[kind]),
      starts: eventCount("form_start", kind),
      leads: eventCount("lead", kind),
    })),
    filteredFrom: filtered ? maxDay(from, firstRawDay[0]?.day ?? to) : null,
  };
}

/**
 * An event's visitors over the range, each day's once: a form event's row over every form
 * (`allForms`) where the day has one, since a visitor who started two forms is one visitor;
 * days rolled up before that row was kept sum their per-form rows.
 */
function distinctEventVisitors(rows: readonly DailyRow[], name: string): number {
  const perDay = new Map<string, { all?: number; summed: number }>();
  for (const row of rows) {
    if (row.dimension !== "event" || row.key !== name) continue;
    const day = perDay.get(row.day) ?? { summed: 0 };
    if (row.detail === allForms) day.all = row.visitors;
    else day.summed += row.visitors;
    perDay.set(row.day, day);
  }
  return [...perDay.values()].reduce((sum, day) => sum + (day.all ?? day.summed), 0);
}

const noOutcomes: Outcomes = { leads: 0, wonDeals: 0, wonValue: 0 };

const maxDay = (a: string, b: string) => (a > b ? a : b);

function sumOf(rows: readonly Figure[]): { pageviews: number; visitors: number } {
  return { pageviews: rows.reduce((sum, row) => sum + row.count, 0), visitors: rows.reduce((sum, row) => sum + row.visitors, 0) };
}

/** Converting visitors are among the visitors: a day rolled up before the cap counted leads, so the figure is held to them. */
const converting = (convertingVisitors: number, visitors: number) => Math.min(convertingVisitors, visitors);

/** The sources grouped (one Google, one LinkedIn...), with their leads' outcomes; sources with leads and no visit ("Okänd") too. */
function sourceFigures(visits: readonly Figure[], leadVisits: readonly Figure[], outcomes: Map<string, Outcomes>) {
  const groups = new Map<string, { pageviews: number; visitors: number; convertingVisitors: number }>();
  const group = (key: string) => {
    const name = sourceGroup(key);
    const sum = groups.get(name) ?? { pageviews: 0, visitors: 0, convertingVisitors: 0 };
    groups.set(name, sum);
    return sum;
  };
  for (const figure of visits) {
    const sum = group(figure.key);
    sum.pageviews += figure.count;
    sum.visitors += figure.visitors;
  }
  for (const figure of leadVisits) group(figure.key).convertingVisitors += figure.visitors;
  for (const name of outcomes.keys()) group(name);
  return [...groups]
    .map(([source, sum]) => ({ source, ...sum, convertingVisitors: converting(sum.convertingVisitors, sum.visitors), ...(outcomes.get(source) ?? noOutcomes) }))
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || b.pageviews - a.pageviews || a.source.localeCompare(b.source));
}

function campaignFigures(visits: readonly Figure[], leadVisits: readonly Figure[], outcomes: Map<string, Outcomes>) {
  const converted = new Map(leadVisits.map((figure) => [campaignKey(figure.key, figure.detail || null, figure.extra || null), figure.visitors]));
  const rows = new Map(
    visits.map((figure) => {
      const key = campaignKey(figure.key, figure.detail || null, figure.extra || null);
      return [key, { campaign: figure.key, source: figure.detail || null, medium: figure.extra || null, pageviews: figure.count, visitors: figure.visitors }];
    }),
  );
  for (const key of outcomes.keys()) {
    if (rows.has(key)) continue;
    const [campaign = "", source = "", medium = ""] = key.split("\u0000");
    rows.set(key, { campaign, source: source || null, medium: medium || null, pageviews: 0, visitors: 0 });
  }
  return [...rows]
    .map(([key, row]) => ({ ...row, convertingVisitors: converting(converted.get(key) ?? 0, row.visitors), ...(outcomes.get(key) ?? noOutcomes) }))
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || b.pageviews - a.pageviews || a.campaign.localeCompare(b.campaign));
}

function entryFigures(entries: readonly Figure[], outcomes: Map<string, Outcomes>) {
  return entries
    .map(({ key, count, visitors }) => ({ path: key, visitors, convertingVisitors: converting(count, visitors), ...(outcomes.get(key) ?? noOutcomes) }))
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.path.localeCompare(b.path));
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
