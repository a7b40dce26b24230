import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsSummaryQuerySchema, analyticsSummarySchema, otherValueLabel } from "../../contracts/analytics.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { analyticsDaily, analyticsEvents, analyticsSalts } from "../db/schema.ts";
import type { AnalyticsEventInsert } from "./event-buffer.ts";
import { maintainAnalytics } from "./rollup.ts";
import { analyticsSummary } from "./summary.ts";

const engines = testEngines();

/** Two days of a small site: visitors a, b and c, their pages, campaigns, forms and vitals. */
function twoDays(day1: string, day2: string): AnalyticsEventInsert[] {
  const event = (day: string, visitor: string, name: AnalyticsEventInsert["name"], path: string, more: Partial<AnalyticsEventInsert> = {}): AnalyticsEventInsert => ({
    day,
    visitor,
    name,
    path,
    device: "desktop",
    ...more,
  });
  return [
    event(day1, "a", "pageview", "/", { referrerHost: "www.google.com" }),
    event(day1, "a", "pageview", "/tjanster"),
    event(day1, "a", "pageview", "/tjanster"),
    event(day1, "b", "pageview", "/tjanster", { utmSource: "linkedin", utmMedium: "social", utmCampaign: "host" }),
    event(day1, "b", "form_start", "/contact", { formKind: "contact" }),
    event(day1, "b", "lead", "/contact", { formKind: "contact" }),
    event(day1, "a", "form_start", "/contact", { formKind: "contact" }),
    event(day1, "a", "popup_shown", "/tjanster"),
    event(day1, "a", "vital", "/", { metric: "LCP", value: 1000 }),
    event(day1, "b", "vital", "/", { metric: "LCP", value: 2000 }),
    event(day1, "c", "vital", "/", { metric: "LCP", value: 3000 }),
    event(day1, "c", "vital", "/", { metric: "LCP", value: 4000 }),
    event(day1, "c", "vital", "/", { metric: "CLS", value: 0.02 }),
    // The next day the same person has another hash: visitors are counted per day.
    event(day2, "a2", "pageview", "/tjanster"),
    event(day2, "a2", "chat_opened", "/tjanster"),
    event(day2, "a2", "chat_handoff", "/tjanster"),
    event(day2, "a2", "form_start", "/demo", { formKind: "demo" }),
    event(day2, "a2", "lead", "/demo", { formKind: "demo" }),
  ];
}

describe.each(engines)("the analytics summary on $name", (engine) => {
  it("counts page views and visitors per page, sources, campaigns, forms, events and the vitals' p75", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    await database.db.insert(analyticsEvents).values(twoDays("2026-03-02", "2026-03-03"));

    const summary = await analyticsSummary(database.db, { from: "2026-03-02", to: "2026-03-03" });
    expect(summary).toMatchObject({ from: "2026-03-02", to: "2026-03-03", visitors: 4, pageviews: 5 });
    expect(summary.pages).toEqual([
      { path: "/tjanster", pageviews: 4, visitors: 3 },
      { path: "/", pageviews: 1, visitors: 1 },
    ]);
    // Sources grouped: www.google.com is Google; a2's visit had neither referrer nor tag, so Direkt.
    const noLeads = { leads: 0, wonDeals: 0, wonValue: 0 };
    expect(summary.sources).toEqual([
      { source: "Direkt", pageviews: 1, visitors: 1, convertingVisitors: 1, ...noLeads },
      { source: "Google", pageviews: 1, visitors: 1, convertingVisitors: 0, ...noLeads },
      { source: "LinkedIn", pageviews: 1, visitors: 1, convertingVisitors: 1, ...noLeads },
    ]);
    expect(summary.campaigns).toEqual([{ campaign: "host", source: "linkedin", medium: "social", pageviews: 1, visitors: 1, convertingVisitors: 1, ...noLeads }]);
    expect(summary.forms).toEqual([
      { kind: "contact", starts: 2, leads: 1 },
      { kind: "ebook", starts: 0, leads: 0 },
      { kind: "quote", starts: 0, leads: 0 },
      { kind: "demo", starts: 1, leads: 1 },
      { kind: "popup", starts: 0, leads: 0 },
      { kind: "booking", starts: 0, leads: 0 },
    ]);
    expect(summary.events).toEqual([
      { name: "form_start", count: 3, visitors: 3 },
      { name: "lead", count: 2, visitors: 2 },
      { name: "popup_shown", count: 1, visitors: 1 },
      { name: "chat_opened", count: 1, visitors: 1 },
      { name: "chat_handoff", count: 1, visitors: 1 },
    ]);
    // p75 of 1000, 2000, 3000, 4000 by linear interpolation (percentile_cont): 3250.
    expect(summary.vitals).toEqual([
      { path: "/", metric: "LCP", p75: 3250, samples: 4 },
      { path: "/", metric: "CLS", p75: 0.02, samples: 1 },
    ]);

    expect(summary.days).toEqual([
      { day: "2026-03-02", visitors: 3, pageviews: 4, leads: 0 },
      { day: "2026-03-03", visitors: 1, pageviews: 1, leads: 0 },
    ]);
    // a entered on /, b on /tjanster and sent a lead; the next day a2 entered on /tjanster and sent one. c only sent vitals.
    expect(summary.entryPages).toEqual([
      { path: "/tjanster", visitors: 2, convertingVisitors: 2, ...noLeads },
      { path: "/", visitors: 1, convertingVisitors: 0, ...noLeads },
    ]);
    // Nobody viewed /contact or /demo here: their funnels start at the form.
    expect(summary.funnels).toEqual([
      { kind: "contact", views: 0, starts: 2, leads: 1 },
      { kind: "ebook", views: 0, starts: 0, leads: 0 },
      { kind: "quote", views: 0, starts: 0, leads: 0 },
      { kind: "demo", views: 0, starts: 1, leads: 1 },
      { kind: "popup", views: 1, starts: 0, leads: 0 },
      { kind: "booking", views: 0, starts: 0, leads: 0 },
    ]);

    // The shape GET /api/staff/analytics promises.
    expect(analyticsSummarySchema.safeParse(summary).success).toBe(true);
    expect(analyticsSummaryQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-03" }).success).toBe(true);
    expect(analyticsSummaryQuerySchema.safeParse({ from: "2026-03-04", to: "2026-03-03" }).success).toBe(false);
    expect(analyticsSummaryQuerySchema.safeParse({ from: "2026-3-4", to: "2026-03-03" }).success).toBe(false);

    // Every day of the range is a point of the chart, a day without visits a zero.
    const withEmptyDays = await analyticsSummary(database.db, { from: "2026-03-01", to: "2026-03-04" });
    expect(withEmptyDays.days).toEqual([
      { day: "2026-03-01", visitors: 0, pageviews: 0, leads: 0 },
      { day: "2026-03-02", visitors: 3, pageviews: 4, leads: 0 },
      { day: "2026-03-03", visitors: 1, pageviews: 1, leads: 0 },
      { day: "2026-03-04", visitors: 0, pageviews: 0, leads: 0 },
    ]);

    const oneDay = await analyticsSummary(database.db, { from: "2026-03-03", to: "2026-03-03" });
    expect(oneDay).toMatchObject({ visitors: 1, pageviews: 1, pages: [{ path: "/tjanster", pageviews: 1, visitors: 1 }], vitals: [] });
  });

  it("counts at most 100 sources and campaigns a day, the most visited, and the rest as one row, in the summary and the roll-ups", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    const day = "2026-03-02";
    const pageview = (visitor: string, more: Partial<AnalyticsEventInsert>): AnalyticsEventInsert => ({ day, visitor, name: "pageview", path: "/", device: "desktop", ...more });
    const planted = Array.from({ length: 300 }, (_, index) => [
      pageview("x", { referrerHost: `spam-${String(index).padStart(3, "0")}.example` }),
      pageview("x", { utmCampaign: `kampanj-${String(index).padStart(3, "0")}` }),
    ]).flat();
    const visitors = ["v1", "v2", "v3", "v4", "v5"];
    await db.insert(analyticsEvents).values([
      ...planted,
      ...visitors.map((visitor) => pageview(visitor, { referrerHost: "google.se" })),
      ...visitors.slice(0, 3).map((visitor) => pageview(visitor, { utmSource: "linkedin", utmMedium: "social", utmCampaign: "host" })),
    ]);

    const summary = await analyticsSummary(db, { from: day, to: day });
    expect(summary.pageviews).toBe(608);
    // google.se and linkedin, then 98 planted domains by name; the other 202 are one row.
    const none = { convertingVisitors: 0, leads: 0, wonDeals: 0, wonValue: 0 };
    expect(summary.sources.slice(0, 3)).toEqual([
      { source: "Google", pageviews: 5, visitors: 5, ...none },
      { source: "LinkedIn", pageviews: 3, visitors: 3, ...none },
      { source: otherValueLabel, pageviews: 202, visitors: 1, ...none },
    ]);
    expect(summary.sources.filter((row) => row.source.startsWith("spam-")).map((row) => row.source)).toEqual(
      Array.from({ length: 97 }, (_, index) => `spam-${String(index).padStart(3, "0")}.example`),
    );
    expect(summary.campaigns.slice(0, 2)).toEqual([
      { campaign: "host", source: "linkedin", medium: "social", pageviews: 3, visitors: 3, ...none },
      { campaign: otherValueLabel, source: null, medium: null, pageviews: 201, visitors: 1, ...none },
    ]);

    await maintainAnalytics(db, { now: new Date("2026-03-03T11:00:00Z") });
    const rolled = (await db.execute(sql`select dimension, count(*)::int as rows from ${analyticsDaily} where day = ${day} group by dimension`)) as unknown as {
      rows: { dimension: string; rows: number }[];
    };
    expect(Object.fromEntries(rolled.rows.map((row) => [row.dimension, row.rows]))).toMatchObject({ source: 101, campaign: 101, device: 1, browser: 1 });
  });

  it("rolls finished days up, gives the same figures from the roll-ups once the raw events are gone, and keeps each only as long as promised", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    await db.insert(analyticsEvents).values(twoDays("2026-03-02", "2026-03-03"));
    // Today's events stay raw: the day is not over.
    await db.insert(analyticsEvents).values({ day: "2026-03-04", visitor: "t", name: "pageview", path: "/", device: "mobile" });
    await db.insert(analyticsSalts).values([{ day: "2026-03-03", salt: "old" }, { day: "2026-03-04", salt: "today" }]);
    const perDay = [await analyticsSummary(db, { from: "2026-03-02", to: "2026-03-02" }), await analyticsSummary(db, { from: "2026-03-03", to: "2026-03-03" })];
    const range = await analyticsSummary(db, { from: "2026-03-02", to: "2026-03-03" });

    const noon = (day: string) => new Date(`${day}T11:00:00Z`);
    expect(await maintainAnalytics(db, { now: noon("2026-03-04") })).toEqual({ rolledUpDays: 2, deletedEvents: 0, deletedRollups: 0, deletedSalts: 1 });
    // Run again the same day: nothing is rolled up twice.
    expect(await maintainAnalytics(db, { now: noon("2026-03-04") })).toMatchObject({ rolledUpDays: 0 });
    expect(await db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([{ day: "2026-03-04" }]);

    // 31 days on, the raw events of March 2 and 3 are gone; the summary reads the roll-ups.
    expect(await maintainAnalytics(db, { now: noon("2026-04-03") })).toMatchObject({ rolledUpDays: 1, deletedEvents: 18 });
    const rawLeft = await db.select({ day: analyticsEvents.day }).from(analyticsEvents);
    expect(rawLeft).toEqual([{ day: "2026-03-04" }]);
    expect(await analyticsSummary(db, { from: "2026-03-02", to: "2026-03-02" })).toEqual(perDay[0]);
    expect(await analyticsSummary(db, { from: "2026-03-03", to: "2026-03-03" })).toEqual(perDay[1]);
    // Over several rolled-up days everything but the vitals' p75 adds up exactly.
    const fromRollups = await analyticsSummary(db, { from: "2026-03-02", to: "2026-03-03" });
    expect({ ...fromRollups, vitals: [] }).toEqual({ ...range, vitals: [] });
    // The chart's days and the funnels among them.
    expect(fromRollups.days).toEqual(range.days);
    expect(fromRollups.funnels).toEqual(range.funnels);
    expect(fromRollups.entryPages).toEqual(range.entryPages);

    // A day's roll-ups go 25 months after it.
    const rolledDays = async () =>
      ((await db.execute(sql`select distinct day::text as day from ${analyticsDaily} order by day`)) as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
    expect(await maintainAnalytics(db, { now: noon("2028-04-02") })).toMatchObject({ deletedRollups: 0 });
    expect(await rolledDays()).toEqual(["2026-03-02", "2026-03-03", "2026-03-04"]);
    expect((await maintainAnalytics(db, { now: noon("2028-04-03") })).deletedRollups).toBeGreaterThan(0);
    expect(await rolledDays()).toEqual(["2026-03-03", "2026-03-04"]);
  });
});
