import { describe, expect, it } from "vitest";
import { conversionRate } from "../../contracts/analytics.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { analyticsEvents } from "../db/schema.ts";
import { insertLeadWithJobs } from "../leads/lead-store.ts";
import { changeLead } from "../leads/workspace/lead-changes.ts";
import type { AnalyticsEventInsert } from "./event-buffer.ts";
import { analyticsSummary } from "./summary.ts";

const engines = testEngines();

describe.each(engines)("what each source, campaign and entry page led to, on $name", (engine) => {
  it("counts converting visitors rather than leads, so a page's conversion stays at or below 100 %, and won value under its source and campaign", { timeout: 60_000 }, async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    const day = stockholmDay(new Date());
    const event = (visitor: string, name: AnalyticsEventInsert["name"], path: string, more: Partial<AnalyticsEventInsert> = {}): AnalyticsEventInsert => ({
      day,
      visitor,
      name,
      path,
      device: "mobile",
      browser: "Safari",
      ...more,
    });
    await db.insert(analyticsEvents).values([
      // One visitor from a LinkedIn campaign enters on /ebook and sends the form five times.
      event("v", "pageview", "/ebook", { utmSource: "linkedin", utmCampaign: "host" }),
      ...Array.from({ length: 5 }, () => event("v", "lead", "/ebook", { formKind: "ebook" })),
      // Two more enter there from Google and send nothing.
      event("g1", "pageview", "/ebook", { referrerHost: "google.se" }),
      event("g2", "pageview", "/ebook", { referrerHost: "google.com", device: "desktop", browser: "Chrome" }),
    ]);
    const stored = [];
    for (let index = 0; index < 5; index += 1) {
      const email = `lina${index}@hotellek.se`;
      stored.push(
        await insertLeadWithJobs(
          db,
          { kind: "ebook", email, fields: { email }, source: "LinkedIn", entryPage: "/ebook", utmSource: "linkedin", utmCampaign: "host" },
          [],
        ),
      );
    }
    expect(await changeLead(db, stored[0]!.id, { status: "won", wonValue: 45_000 }, "sara@example.se")).toBe(true);

    const summary = await analyticsSummary(db, { from: day, to: day });
    const [ebook] = summary.entryPages;
    expect(ebook).toEqual({ path: "/ebook", visitors: 3, convertingVisitors: 1, leads: 5, wonDeals: 1, wonValue: 45_000 });
    expect(conversionRate(ebook!.convertingVisitors, ebook!.visitors)).toBeLessThanOrEqual(1);
    expect(summary.sources).toEqual([
      { source: "Google", pageviews: 2, visitors: 2, convertingVisitors: 0, leads: 0, wonDeals: 0, wonValue: 0 },
      { source: "LinkedIn", pageviews: 1, visitors: 1, convertingVisitors: 1, leads: 5, wonDeals: 1, wonValue: 45_000 },
    ]);
    expect(summary.campaigns).toEqual([
      { campaign: "host", source: "linkedin", medium: null, pageviews: 1, visitors: 1, convertingVisitors: 1, leads: 5, wonDeals: 1, wonValue: 45_000 },
    ]);
    expect(summary).toMatchObject({ leads: 5, wonDeals: 1, wonValue: 45_000, days: [{ day, visitors: 3, pageviews: 3, leads: 5 }], filteredFrom: null });
    expect(summary.devices).toEqual([
      { device: "mobile", pageviews: 2, visitors: 2 },
      { device: "desktop", pageviews: 1, visitors: 1 },
    ]);
    expect(summary.browsers).toEqual([
      { browser: "Safari", pageviews: 2, visitors: 2 },
      { browser: "Chrome", pageviews: 1, visitors: 1 },
    ]);

    // A row clicked: the whole summary narrowed to the visitors Google brought, and its leads (none).
    const google = await analyticsSummary(db, { from: day, to: day, source: "Google" });
    expect(google).toMatchObject({ visitors: 2, pageviews: 2, leads: 0, wonValue: 0, filteredFrom: day });
    expect(google.sources.map((row) => row.source)).toEqual(["Google"]);
    const campaign = await analyticsSummary(db, { from: day, to: day, campaign: "host" });
    expect(campaign).toMatchObject({ visitors: 1, leads: 5, wonValue: 45_000 });
    const entry = await analyticsSummary(db, { from: day, to: day, entry: "/ebook" });
    expect(entry).toMatchObject({ visitors: 3, leads: 5 });
  });
});
