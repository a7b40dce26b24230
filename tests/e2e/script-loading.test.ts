import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { accountFieldLabels } from "../../app/content/account-pages.ts";
import { staffAnalyticsPage } from "../../app/content/staff-pages.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { phone, waitForHydration } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

describe("the sign-in page", () => {
  it("loads supabase-js when the visitor first touches the form, not with the page", async () => {
    const page = await browser().newPage({ viewport: phone });
    const supabaseLoads: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      if ((await response.text().catch(() => "")).includes("X-Supabase-Api-Version")) supabaseLoads.push(response.url());
    });
    await page.goto(`${baseUrl}${paths.login}`, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(supabaseLoads).toEqual([]);

    await Promise.all([
      page.waitForResponse(async (response) => (await response.text().catch(() => "")).includes("X-Supabase-Api-Version")),
      page.getByLabel(accountFieldLabels.email).focus(),
    ]);
    await page.close();
  });
});

/**
 * Everything the landing page runs for a first-time visitor (the cookie banner and the
 * statistics' collector included), gzipped. React and React Router alone take about
 * 105 KiB; this guards the rest. The statistics took it from 141.0 to 145.1 KiB: the calls
 * that queue events in the pages' scripts, and, fetched once the browser is idle after
 * load, the collector (0.7 KiB) and the web-vitals package (3.2 KiB) (server/analytics/README.md).
 */
const landingBudgetKiB = 146;

describe("the landing page's JavaScript", () => {
  it(`stays within ${landingBudgetKiB} KiB gzipped`, async () => {
    const page = await browser().newPage({ viewport: phone });
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${baseUrl}${paths.home}`, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total / 1024).toBeGreaterThan(50);
    expect(total / 1024).toBeLessThanOrEqual(landingBudgetKiB);
    await page.close();
  });
});

describe("the marketing pages", () => {
  it("load neither uPlot nor the statistics page", async () => {
    const page = await browser().newPage({ viewport: phone });
    const loaded: { url: string; text: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") loaded.push({ url: response.url(), text: response.text().catch(() => "") });
    });
    for (const path of [paths.home, paths.services, paths.contact]) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
    }
    const scripts = await Promise.all(loaded.map(async ({ url, text }) => ({ url, text: await text })));
    expect(scripts.length).toBeGreaterThan(0);
    // uPlot.tzDate is uPlot's own (its chunk loads only on /dashboard/analytics); the rating label is that page's text.
    const offenders = scripts.filter(({ text }) => text.includes("tzDate") || text.includes(staffAnalyticsPage.vitals.ratings["needs-improvement"]));
    expect(offenders.map(({ url }) => url)).toEqual([]);
    await page.close();
  });
});
