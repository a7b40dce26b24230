import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEventsPath, type AnalyticsEventInput, otherPageLabel, otherValueLabel } from "../../contracts/analytics.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import type { Database } from "../db/database.ts";
import { analyticsEvents, analyticsSalts } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { type TestDataServices, testDataServices } from "../testing/data-services.ts";
import { analyticsRateWindows, rememberedAnswers } from "./routes.ts";
import { saltForDay, visitorHash } from "./visitor-hash.ts";

const engines = testEngines();

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
// The test app answers at http://localhost: its own origin counts as the site's.
const ownOrigin = "http://localhost";

let addresses = 0;
/** An address of its own per test, so rate limits never leak between tests. */
function newAddress() {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

/** A page of the site: the path of every event a test posts. */
const path = "/tjanster";

describe.each(engines)("POST /api/events on $name", (engine) => {
  let database: Database;
  let data: TestDataServices;
  let site: TestApp;

  beforeAll(async () => {
    database = await engine.shared();
    data = testDataServices(database);
    site = await createTestApp({ data });
  });
  afterAll(() => site.close());

  const post = (body: unknown, { address = newAddress(), headers = {} as Record<string, string> } = {}) =>
    site.request(
      analyticsEventsPath,
      {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": browser, Origin: ownOrigin, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
      { remoteAddress: address },
    );

  /** The stored events of these visitors (address, and the test's browser unless named), found by their hash with today's salt. */
  const rowsFrom = async (...visitors: (string | [address: string, userAgent: string])[]) => {
    await data.analyticsEvents.flush();
    const salt = await saltForDay(database.db, stockholmDay(new Date()));
    const hashes = visitors.map((visitor) => (typeof visitor === "string" ? visitorHash(salt, visitor, browser) : visitorHash(salt, ...visitor)));
    return database.db.select().from(analyticsEvents).where(inArray(analyticsEvents.visitor, hashes));
  };

  it("answers 202 with an empty body and no cookie, and stores the event without address or browser", async () => {
    const address = newAddress();
    const pageview: AnalyticsEventInput = { name: "pageview", path, device: "mobile", referrer: "www.google.com", utmSource: "linkedin", utmMedium: "social", utmCampaign: "host-2026", utmContent: "video", utmTerm: "ai kundtjanst" };
    const answer = await post(pageview, { address });
    expect(answer.status).toBe(202);
    expect(await answer.text()).toBe("");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect((await post({ name: "form_start", path, device: "mobile", form: "contact" }, { address, headers: { "Content-Type": "application/json" } })).status).toBe(202);
    expect((await post({ name: "vital", path, device: "mobile", metric: "CLS", value: 0.07 }, { address })).status).toBe(202);

    const rows = await rowsFrom(address);
    expect(rows).toHaveLength(3);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.pageview).toMatchObject({ path, referrerHost: "google.com", utmSource: "linkedin", utmMedium: "social", utmCampaign: "host-2026", utmContent: "video", utmTerm: "ai+kundtjanst", device: "mobile", formKind: null, metric: null, value: null });
    expect(byName.form_start).toMatchObject({ formKind: "contact", referrerHost: null });
    expect(byName.vital).toMatchObject({ metric: "CLS", value: 0.07 });
    expect(byName.pageview!.day).toBe(stockholmDay(new Date()));

    // One visitor: the same hash on each of their events, made from the day's salt.
    const [salt] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, byName.pageview!.day));
    expect(new Set(rows.map((row) => row.visitor))).toEqual(new Set([visitorHash(salt!.salt, address, browser)]));

    // Nothing stored names the visitor: no column holds the address or the User-Agent.
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(address);
    expect(stored).not.toContain("Mozilla");
    expect(stored).not.toContain("142.0");
    // Only the browser's family, which many visitors share, for the dashboard's browser table.
    expect(new Set(rows.map((row) => row.browser))).toEqual(new Set(["Chrome"]));
    const columns = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      "browser", "created_at", "day", "device", "form_kind", "id", "metric", "name", "path", "referrer_host", "utm_campaign", "utm_content", "utm_medium", "utm_source", "utm_term", "value", "visitor",
    ]);
  });

  it("counts a path that is no page of the site as one row, a referrer as its site's domain and a campaign tag only as a tag", async () => {
    const address = newAddress();
    const planted: AnalyticsEventInput[] = [
      { name: "pageview", path: `/test/${crypto.randomUUID()}`, device: "mobile", referrer: "x7f3.phish.example:8443", utmSource: "Besök https://phish.example" },
      { name: "pageview", path: "/services/gratis-iphone", device: "mobile", referrer: "www.google.se", utmSource: "LinkedIn", utmMedium: "Social", utmCampaign: "vår kampanj" },
      { name: "pageview", path: "/services/chatbot", device: "mobile", referrer: "news.bbc.co.uk", utmCampaign: "Spring Sale" },
      { name: "pageview", path: "/", device: "mobile", utmCampaign: "a".repeat(65) },
      { name: "vital", path: "/wp-admin", device: "mobile", metric: "LCP", value: 900 },
      { name: "form_start", path: "/contact?x=1", device: "mobile", form: "contact" },
    ];
    for (const event of planted) expect((await post(event, { address })).status).toBe(202);
    const rows = (await rowsFrom(address)).sort((a, b) => a.id - b.id);
    expect(rows.map(({ path, referrerHost, utmSource, utmMedium, utmCampaign }) => ({ path, referrerHost, utmSource, utmMedium, utmCampaign }))).toEqual([
      { path: otherPageLabel, referrerHost: "phish.example", utmSource: otherValueLabel, utmMedium: null, utmCampaign: null },
      { path: otherPageLabel, referrerHost: "google.se", utmSource: "linkedin", utmMedium: "social", utmCampaign: otherValueLabel },
      { path: "/services/chatbot", referrerHost: "bbc.co.uk", utmSource: null, utmMedium: null, utmCampaign: "spring+sale" },
      { path: "/", referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: otherValueLabel },
      { path: otherPageLabel, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
      { path: otherPageLabel, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
    ]);
  });

  it("tells visitors apart by address and browser, and gives each day a salt of its own", async () => {
    const [first, second] = [newAddress(), newAddress()];
    const older = browser.replace("142", "141");
    await post({ name: "pageview", path, device: "desktop" }, { address: first });
    await post({ name: "pageview", path, device: "desktop" }, { address: second });
    await post({ name: "pageview", path, device: "desktop" }, { address: second, headers: { "User-Agent": older } });
    await post({ name: "pageview", path, device: "desktop" }, { address: second });
    const rows = await rowsFrom(first, second, [second, older]);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(3);

    // The salts of days to come delete today's: it is put back at the end, as the app still hashes with it.
    const [todays] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, stockholmDay(new Date())));
    const today = await saltForDay(database.db, "2099-01-01");
    expect(await saltForDay(database.db, "2099-01-01")).toBe(today);
    const tomorrow = await saltForDay(database.db, "2099-01-02");
    expect(tomorrow).not.toBe(today);
    expect(visitorHash(today, "198.51.100.1", browser)).not.toBe(visitorHash(tomorrow, "198.51.100.1", browser));
    // A new day's salt deletes the earlier days'.
    const left = await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts).where(sql`${analyticsSalts.day} >= '2099-01-01'`);
    expect(left).toEqual([{ day: "2099-01-02" }]);
    await database.db.delete(analyticsSalts).where(sql`${analyticsSalts.day} >= '2099-01-01'`);
    if (todays) await database.db.insert(analyticsSalts).values(todays);
  });

  it("refuses an event the contract does not describe with 400, and stores nothing", async () => {
    const address = newAddress();
    const refused: unknown[] = [
      { name: "click", path, device: "mobile" },
      { name: "pageview", path: "tjanster", device: "mobile" },
      { name: "pageview", path: `/${"a".repeat(200)}`, device: "mobile" },
      { name: "pageview", path, device: "watch" },
      { name: "pageview", path, device: "mobile", referrer: "https://www.google.com/search?q=namn" },
      { name: "pageview", path, device: "mobile", utmSource: "x".repeat(101) },
      { name: "pageview", path, device: "mobile", email: "anna@example.se" },
      { name: "form_start", path, device: "mobile", form: "newsletter" },
      { name: "lead", path, device: "mobile" },
      { name: "vital", path, device: "mobile", metric: "FID", value: 12 },
      { name: "vital", path, device: "mobile", metric: "LCP", value: -1 },
      "not json",
    ];
    for (const body of refused) expect((await post(body, { address })).status, JSON.stringify(body)).toBe(400);
    expect((await post({ name: "pageview", path, device: "mobile" }, { address, headers: { "Content-Type": "application/xml" } })).status).toBe(415);
    expect((await post({ name: "pageview", path: `/${"a".repeat(190)}`, device: "mobile", referrer: "x".repeat(3000) }, { address })).status).toBe(413);
    expect(await rowsFrom(address)).toEqual([]);
  });

  it("counts no crawler, no visitor who sends Global Privacy Control and no post from another site, with the same 202", async () => {
    const event = { name: "pageview", path, device: "desktop" };
    const address = newAddress();
    const googlebot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const dropped: Record<string, string>[] = [
      googlebot,
      // The crawler again: the remembered answer is the same.
      googlebot,
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36" },
      { "User-Agent": "" },
      { "Sec-GPC": "1" },
      { Origin: "https://annan-webbplats.example" },
      { Origin: "null" },
    ];
    for (const headers of dropped) {
      const answer = await post(event, { address, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(202);
      expect(await answer.text()).toBe("");
    }
    // Neither Origin nor Referer: not a page of the site. A Referer on the site is.
    const bare = await site.request(analyticsEventsPath, { method: "POST", headers: { "Content-Type": "text/plain", "User-Agent": browser }, body: JSON.stringify(event) }, { remoteAddress: address });
    expect(bare.status).toBe(202);
    await data.analyticsEvents.flush();
    const salt = await saltForDay(database.db, stockholmDay(new Date()));
    const sent = dropped.map((headers) => visitorHash(salt, address, headers["User-Agent"] ?? browser));
    expect(await database.db.select().from(analyticsEvents).where(inArray(analyticsEvents.visitor, sent))).toEqual([]);

    const withReferer = await site.request(
      analyticsEventsPath,
      { method: "POST", headers: { "Content-Type": "text/plain", "User-Agent": browser, Referer: `${ownOrigin}/tjanster` }, body: JSON.stringify(event) },
      { remoteAddress: address },
    );
    expect(withReferer.status).toBe(202);
    expect(await rowsFrom(address)).toHaveLength(1);
  });

  it("limits how many events one address can send", async () => {
    const address = newAddress();
    const { points } = analyticsRateWindows[0]!;
    for (let sent = 0; sent < points; sent++) expect((await post({ name: "pageview", path, device: "mobile" }, { address })).status).toBe(202);
    const limited = await post({ name: "pageview", path, device: "mobile" }, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsFrom(address)).toHaveLength(points);
  });
});

describe("rememberedAnswers", () => {
  it("asks once per User-Agent while it remembers, and starts over when full", () => {
    const asked: string[] = [];
    const isBot = rememberedAnswers((userAgent) => {
      asked.push(userAgent);
      return userAgent.includes("bot");
    }, 2);
    expect([isBot("Googlebot"), isBot("Chrome"), isBot("Googlebot"), isBot("Chrome")]).toEqual([true, false, true, false]);
    expect(asked).toEqual(["Googlebot", "Chrome"]);
    expect(isBot("Firefox")).toBe(false);
    expect(isBot("Googlebot")).toBe(true);
    expect(asked).toEqual(["Googlebot", "Chrome", "Firefox", "Googlebot"]);
  });
});
