import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, loginPage } from "../../app/content/account-pages.ts";
import { contactPage } from "../../app/content/contact-page.ts";
import { analyticsOutcomeTexts } from "../../app/content/staff-analytics-texts.ts";
import { leadKindLabels, staffAnalyticsPage, staffShared } from "../../app/content/staff-pages.ts";
import { formatCount, rangeFromSearch } from "../../app/features/staff/analytics-figures.ts";
import { chatOpenStorageKey, contactHandoffStorageKey, conversationStorageKey } from "../../app/lib/storage-names.ts";
import { leadLeftKey, popupShownKey } from "../../app/lib/session-flag.ts";
import { paths } from "../../app/lib/paths.ts";
import { analyticsEventsPath, type AnalyticsSummary, staffAnalyticsPath } from "../../contracts/analytics.ts";
import { authMount } from "../../contracts/auth.ts";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The cookieless statistics end to end: real visits in Chromium, the collector's beacons,
 * the server's counting, and the figures as `npm run analytics` reads them and as staff get
 * them from GET /api/staff/analytics. The site runs on a PostgreSQL database of its own, so
 * the command line reads beside the server.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let databaseUrl: string;
let site: SiteServer;
let lastAddress = 0;
let staffToken: string;
const staffEmail = `statistik-${randomUUID().slice(0, 8)}@example.com`;
const customerEmail = `kund-${randomUUID().slice(0, 8)}@example.com`;
const password = "Ett långt lösenord för statistiken";

// Headless Chromium names itself HeadlessChrome, which counts as a bot: visitors use a desktop Chrome's name.
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("analytics");
  site = await serveBuild(inject("buildDir"), "analytics", { DATABASE_URL: databaseUrl });
  for (const args of [["create", staffEmail, "--role", "staff"], ["create", customerEmail]]) {
    execFileSync(process.execPath, ["server/auth/cli.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      input: `${password}\n`,
      encoding: "utf8",
    });
  }
  const response = await fetch(`${site.baseUrl}${authMount}/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.1" },
    body: JSON.stringify({ email: staffEmail, password }),
  });
  expect(response.status).toBe(200);
  staffToken = ((await response.json()) as { access_token: string }).access_token;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  cluster?.stop();
});

/** Today's figures, as `npm run analytics -- summary --days 1 --json` prints them. */
function figures(): AnalyticsSummary {
  const output = execFileSync(process.execPath, ["server/analytics/cli.ts", "summary", "--days", "1", "--json"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return JSON.parse(output) as AnalyticsSummary;
}

/** The same days' figures as staff get them from the API. */
async function apiFigures({ from, to }: { from: string; to: string }): Promise<AnalyticsSummary> {
  const response = await fetch(`${site.baseUrl}${staffAnalyticsPath}?from=${from}&to=${to}`, { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return (await response.json()) as AnalyticsSummary;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${site.baseUrl}${paths.login}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(email);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
  // Staff land in their inbox, customers on /dashboard.
  await page.waitForURL((url) => url.pathname === paths.dashboard || url.pathname === paths.staffLeads);
}

/** The cells after a table row's heading, as the page shows them. */
async function rowCells(page: Page, table: string, rowHeading: string): Promise<string[]> {
  const row = page
    .getByRole("table", { name: table, exact: true })
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: rowHeading, exact: true }) });
  return (await row.locator("td").allInnerTexts()).map((text) => text.trim());
}

const pageviewsOf = (summary: AnalyticsSummary, path: string) => summary.pages.find((page) => page.path === path)?.pageviews ?? 0;
const contactForm = (summary: AnalyticsSummary) => summary.forms.find((form) => form.kind === "contact")!;

/** Waits until the server has written what the figures should show (events are written in batches). */
async function waitForFigures(check: (summary: AnalyticsSummary) => boolean): Promise<AnalyticsSummary> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const summary = figures();
    if (check(summary) || Date.now() > deadline) return summary;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function newVisitor(userAgent = chrome): Promise<BrowserContext> {
  return browser().newContext({ viewport: desktop, userAgent, extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${(lastAddress += 1)}` } });
}

/** Opens a page and waits until the collector has sent its page view. */
async function visit(page: Page, path: string) {
  const beacon = page.waitForRequest((request) => request.url().endsWith(analyticsEventsPath) && (request.postData() ?? "").includes('"pageview"'));
  await page.goto(`${site.baseUrl}${path}`);
  await waitForHydration(page);
  const request = await beacon;
  expect(JSON.parse(request.postData()!)).toMatchObject({ name: "pageview", path, device: "desktop" });
  expect((await request.response())?.status()).toBe(202);
}

describe("the site's statistics", () => {
  it("count three visits to /tjanster, no crawler, and leave nothing in the browser", { timeout: 180_000 }, async () => {
    const start = figures();
    const before = pageviewsOf(start, paths.services);
    const beforeInApi = pageviewsOf(await apiFigures(start), paths.services);

    const context = await newVisitor();
    const page = await context.newPage();
    // The default build uses no optional cookie, so no banner asks for a choice.
    for (let visits = 0; visits < 3; visits++) await visit(page, paths.services);

    const after = await waitForFigures((summary) => pageviewsOf(summary, paths.services) >= before + 3);
    expect(pageviewsOf(after, paths.services)).toBe(before + 3);
    expect(pageviewsOf(await apiFigures(after), paths.services)).toBe(beforeInApi + 3);

    // Nothing of the statistics on the visitor's device: no cookie at all, only the site's own stored choices.
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(stored.local).toEqual([]);
    // React Router's ScrollRestoration keeps the scroll positions of the tab's pages in sessionStorage.
    const siteSessionKeys = [popupShownKey, leadLeftKey, conversationStorageKey, contactHandoffStorageKey, chatOpenStorageKey, "react-router-scroll-positions"];
    expect(stored.session.filter((key) => !siteSessionKeys.includes(key))).toEqual([]);
    await context.close();

    // A crawler's visit is answered like any other and counted nowhere.
    const bot = await newVisitor(crawler);
    await settleVisitor(bot);
    await visit(await bot.newPage(), paths.services);
    await bot.close();
    // A visit after it, to another page, shows that the crawler's event would have been written by now.
    const witness = await newVisitor();
    await settleVisitor(witness);
    await visit(await witness.newPage(), paths.about);
    await witness.close();
    const later = await waitForFigures((summary) => pageviewsOf(summary, paths.about) >= 1);
    expect(pageviewsOf(later, paths.about)).toBeGreaterThanOrEqual(1);
    expect(pageviewsOf(later, paths.services)).toBe(before + 3);
    expect(pageviewsOf(await apiFigures(later), paths.services)).toBe(beforeInApi + 3);
  });

  it("count a lead sent on /contact as a contact form's start and lead", { timeout: 120_000 }, async () => {
    const start = figures();
    const before = contactForm(start);
    const beforeInApi = contactForm(await apiFigures(start));
    const context = await newVisitor();
    await settleVisitor(context);
    const page = await context.newPage();
    await visit(page, paths.contact);

    const form = page.locator(`form[action="${leadEndpoints.contact}"]`);
    const { labels } = contactPage.form;
    await form.getByRole("textbox", { name: labels.name, exact: true }).fill("Karin Berg");
    await form.getByRole("textbox", { name: labels.company, exact: true }).fill("Fjällstugan AB");
    await form.getByRole("textbox", { name: labels.email, exact: true }).fill("karin@example.com");
    const leadBeacon = page.waitForRequest((request) => request.url().endsWith(analyticsEventsPath) && (request.postData() ?? "").includes('"lead"'));
    const stored = page.waitForResponse((response) => response.url().endsWith(leadEndpoints.contact));
    await form.getByRole("button", { name: contactPage.form.submit }).click();
    expect((await stored).status()).toBe(201);
    expect(JSON.parse((await leadBeacon).postData()!)).toMatchObject({ name: "lead", form: "contact", path: paths.contact });
    await context.close();

    const summary = await waitForFigures((current) => contactForm(current).leads >= before.leads + 1 && contactForm(current).starts >= before.starts + 1);
    expect(contactForm(summary)).toEqual({ kind: "contact", starts: before.starts + 1, leads: before.leads + 1 });
    expect(contactForm(await apiFigures(summary))).toEqual({ kind: "contact", starts: beforeInApi.starts + 1, leads: beforeInApi.leads + 1 });
  });

  it("show staff the figures on /dashboard/analytics, and a customer that the page is for staff", { timeout: 120_000 }, async () => {
    const range = rangeFromSearch(new URLSearchParams());
    const expected = await apiFigures(range);
    const contact = contactForm(expected);
    expect(contact.leads).toBeGreaterThanOrEqual(1);

    const context = await newVisitor();
    await settleVisitor(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The signed-in area is not counted: staff reading the figures do not add to them.
    const privateViews: string[] = [];
    page.on("request", (request) => {
      const event = request.url().endsWith(analyticsEventsPath) ? (JSON.parse(request.postData() ?? "{}") as { name?: string; path?: string }) : {};
      if (event.name === "pageview" && event.path?.startsWith(paths.dashboard)) privateViews.push(event.path);
    });
    await signIn(page, staffEmail);
    await page.getByRole("link", { name: staffAnalyticsPage.heading, exact: true }).click();
    await page.waitForURL(`${site.baseUrl}${paths.staffAnalytics}`);
    await page.getByRole("heading", { name: staffAnalyticsPage.heading, exact: true, level: 1 }).waitFor();

    await page.getByRole("table", { name: staffAnalyticsPage.forms.caption, exact: true }).waitFor();
    const contactRow = await rowCells(page, staffAnalyticsPage.forms.caption, leadKindLabels.contact);
    expect(contactRow.slice(0, 2)).toEqual([formatCount(contact.starts), formatCount(contact.leads)]);
    const contactPageRow = await rowCells(page, staffAnalyticsPage.pages.caption, paths.contact);
    expect(contactPageRow[0]).toBe(formatCount(pageviewsOf(expected, paths.contact)));
    const contactEntry = expected.entryPages.find((entry) => entry.path === paths.contact)!;
    expect(contactEntry.leads).toBeGreaterThanOrEqual(1);
    // Each entry page's row heading narrows the page to it; its cells are visitors, then leads.
    const contactEntryRow = await rowCells(page, analyticsOutcomeTexts.entryPages.caption, analyticsOutcomeTexts.filter.showOnly(paths.contact));
    expect(contactEntryRow.slice(0, 2)).toEqual([formatCount(contactEntry.visitors), formatCount(contactEntry.leads)]);
    // The chart is drawn once uPlot has loaded.
    await page.locator('[data-chart="visits"] canvas').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A preset puts its range in the URL.
    await page.getByRole("link", { name: staffAnalyticsPage.range.presets["7"], exact: true }).click();
    await page.waitForURL(`${site.baseUrl}${paths.staffAnalytics}?days=7`);
    await page.getByRole("table", { name: staffAnalyticsPage.forms.caption, exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(privateViews).toEqual([]);
    expect((await apiFigures(range)).pages.filter((entry) => entry.path.startsWith(paths.dashboard))).toEqual([]);
    await context.close();

    const customer = await newVisitor();
    await settleVisitor(customer);
    const customerPage = await customer.newPage();
    await signIn(customerPage, customerEmail);
    await customerPage.goto(`${site.baseUrl}${paths.staffAnalytics}`);
    await waitForHydration(customerPage);
    await customerPage.getByRole("heading", { name: staffShared.staffOnly.heading, exact: true, level: 1 }).waitFor();
    expect(await customerPage.getByRole("table").count()).toBe(0);
    await customer.close();
  });
});

describe("real-visitor Web Vitals", () => {
  it("are measured by web-vitals and counted per page: TTFB and FCP at once, LCP after an input, CLS when the page is hidden", { timeout: 120_000 }, async () => {
    const context = await newVisitor();
    await settleVisitor(context);
    const page = await context.newPage();
    const metrics: string[] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith(analyticsEventsPath)) return;
      const event = JSON.parse(request.postData() ?? "{}") as { name?: string; metric?: string; path?: string; value?: number };
      if (event.name === "vital" && event.path === paths.security && typeof event.value === "number") metrics.push(event.metric!);
    });
    const vitalsLoaded = page.waitForResponse((response) => /\/web-vitals-[\w-]+\.js$/.test(response.url()));
    await visit(page, paths.security);
    await vitalsLoaded;
    await expect.poll(() => metrics, { timeout: 20_000 }).toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    // A key pressed makes LCP final (web-vitals takes only a trusted input for that); a
    // visitor switching tabs hides the page, which makes CLS final.
    await page.keyboard.press("Shift");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => metrics, { timeout: 20_000 }).toEqual(expect.arrayContaining(["TTFB", "FCP", "LCP", "CLS"]));
    await context.close();

    const sent = ["TTFB", "FCP", "LCP", "CLS"];
    const measuredIn = (figures: AnalyticsSummary) => figures.vitals.filter((vital) => vital.path === paths.security);
    // The key press may add an INP too, and each beacon may land in another batch: wait for the four sent above.
    const summary = await waitForFigures((figures) => sent.every((metric) => measuredIn(figures).some((vital) => vital.metric === metric)));
    const measured = measuredIn(summary);
    expect(measured.map((vital) => vital.metric)).toEqual(expect.arrayContaining(sent));
    for (const vital of measured) expect(vital.samples).toBeGreaterThanOrEqual(1);
  });
});
