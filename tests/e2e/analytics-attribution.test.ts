import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, loginPage } from "../../app/content/account-pages.ts";
import { contactPage } from "../../app/content/contact-page.ts";
import { leadAttributionLabels, wonValueLabels } from "../../app/content/lead-attribution-labels.ts";
import { analyticsOutcomeTexts, weeklyReportChoiceTexts } from "../../app/content/staff-analytics-texts.ts";
import { leadStatusLabels, staffAnalyticsPage, staffLeadPage } from "../../app/content/staff-pages.ts";
import { paths } from "../../app/lib/paths.ts";
import { analyticsEventsPath, type AnalyticsSummary, staffAnalyticsPath } from "../../contracts/analytics.ts";
import { authMount } from "../../contracts/auth.ts";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { type StaffLeadDetail, staffLeadPath, staffPaths } from "../../contracts/staff.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

/*
 * Which channel brings customers, end to end: a campaign visit in Chromium that sends the
 * contact form, the lead's source on its page, in the CSV and in the CRM webhook, the deal
 * won with its value, and the dashboard on a 390 px phone. The site runs on a PostgreSQL
 * database of its own, with a webhook receiver as its automation webhook.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let site: SiteServer;
let receiver: WebhookReceiver;
let staffToken: string;
let lastAddress = 0;
const staffEmail = `kanaler-${randomUUID().slice(0, 8)}@example.com`;
const password = "Ett långt lösenord för kanalerna";
const phone = { width: 390, height: 844 };
// Headless Chromium names itself HeadlessChrome, which counts as a bot: visitors use a desktop Chrome's name.
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await cluster.createDatabase("attribution");
  receiver = await startWebhookReceiver();
  site = await serveBuild(inject("buildDir"), "attribution", { DATABASE_URL: databaseUrl, AUTOMATION_WEBHOOK_URL: receiver.url });
  execFileSync(process.execPath, ["server/auth/cli.ts", "create", staffEmail, "--role", "staff"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: `${password}\n`,
    encoding: "utf8",
  });
  const response = await fetch(`${site.baseUrl}${authMount}/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.41" },
    body: JSON.stringify({ email: staffEmail, password }),
  });
  expect(response.status).toBe(200);
  staffToken = ((await response.json()) as { access_token: string }).access_token;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await receiver?.close();
  cluster?.stop();
});

async function newVisitor({ viewport = desktop, headers = {} as Record<string, string> } = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport, userAgent: chrome, extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${(lastAddress += 1)}`, ...headers } });
  await settleVisitor(context);
  return context;
}

async function staffApi<T>(path: string): Promise<T> {
  const response = await fetch(`${site.baseUrl}${path}`, { headers: { Authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  return (response.headers.get("Content-Type")?.startsWith("text/csv") ? await response.text() : await response.json()) as T;
}

/** Sends the contact form on /contact as a visitor would; the stored lead's id. */
async function sendContact(page: Page, company: string): Promise<string> {
  const form = page.locator(`form[action="${leadEndpoints.contact}"]`);
  const { labels } = contactPage.form;
  await form.getByRole("textbox", { name: labels.name, exact: true }).fill("Karin Berg");
  await form.getByRole("textbox", { name: labels.company, exact: true }).fill(company);
  await form.getByRole("textbox", { name: labels.email, exact: true }).fill("karin@example.com");
  const stored = page.waitForResponse((response) => response.url().endsWith(leadEndpoints.contact));
  await form.getByRole("button", { name: contactPage.form.submit }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function signIn(page: Page) {
  await page.goto(`${site.baseUrl}${paths.login}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(staffEmail);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === paths.staffLeads);
}

describe("which channel brings customers", () => {
  let leadId: string;
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });

  it("gives a lead from a LinkedIn campaign visit its source and campaign on its page, in the CSV and in the webhook", { timeout: 180_000 }, async () => {
    const context = await newVisitor();
    const page = await context.newPage();
    const beacon = page.waitForRequest((request) => request.url().endsWith(analyticsEventsPath) && (request.postData() ?? "").includes('"pageview"'));
    await page.goto(`${site.baseUrl}/?utm_source=linkedin&utm_campaign=host`);
    await waitForHydration(page);
    await beacon;
    await page.goto(`${site.baseUrl}${paths.contact}`);
    await waitForHydration(page);
    leadId = await sendContact(page, "Fjällstugan AB");
    await context.close();

    // The webhook carries SPEC's keys as before, then the attribution with the lead's id and link.
    await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(1);
    const payload = JSON.parse(receiver.received.at(-1)!.body) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(["name", "email", "phone", "company", "message", "interests", "source", "timestamp", "attribution"]);
    expect(payload.attribution).toMatchObject({ source: "LinkedIn", entryPage: "/", utmSource: "linkedin", utmCampaign: "host", leadId, leadUrl: expect.stringMatching(new RegExp(`/dashboard/leads/${leadId}$`)) });

    const csv = await staffApi<string>(`${staffPaths.export}?q=Fj%C3%A4llstugan`);
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n").map((line) => line.split(";"));
    expect(row![header!.indexOf(leadAttributionLabels.source)]).toBe("LinkedIn");
    expect(row![header!.indexOf(leadAttributionLabels.utmCampaign)]).toBe("host");

    const staff = await newVisitor();
    const staffPage = await staff.newPage();
    await signIn(staffPage);
    await staffPage.goto(`${site.baseUrl}${paths.staffLeads}/${leadId}`);
    await waitForHydration(staffPage);
    const source = staffPage.getByRole("region", { name: leadAttributionLabels.heading });
    await source.getByText("LinkedIn", { exact: true }).waitFor();
    expect(await source.getByText("host", { exact: true }).isVisible()).toBe(true);

    // The inbox filtered by the source finds it, and says its source.
    await staffPage.goto(`${site.baseUrl}${paths.staffLeads}?source=LinkedIn`);
    await waitForHydration(staffPage);
    const inboxRow = staffPage.getByRole("row").filter({ hasText: "Fjällstugan AB" });
    await inboxRow.waitFor();
    expect(await inboxRow.getByText(`${leadAttributionLabels.source}: LinkedIn`).isVisible()).toBe(true);
    await staffPage.goto(`${site.baseUrl}${paths.staffLeads}/${leadId}`);
    await waitForHydration(staffPage);

    // Won with 45 000 kr: the value is kept and the history says so.
    await staffPage.getByRole("combobox", { name: staffLeadPage.work.status }).selectOption({ label: leadStatusLabels.won });
    await staffPage.getByRole("textbox", { name: wonValueLabels.label }).fill("45 000");
    await staffPage.getByRole("button", { name: staffLeadPage.work.save }).click();
    await staffPage.getByText(staffLeadPage.history.wonValue(null, "45\u00a0000\u00a0kr")).waitFor();
    await staff.close();
    expect((await staffApi<StaffLeadDetail>(staffLeadPath(leadId))).lead).toMatchObject({ status: "won", wonValue: 45_000 });
  });

  it("counts the won value under its source and campaign", async () => {
    const summary = await staffApi<AnalyticsSummary>(`${staffAnalyticsPath}?from=${today}&to=${today}`);
    expect(summary.sources.find((row) => row.source === "LinkedIn")).toMatchObject({ leads: 1, wonDeals: 1, wonValue: 45_000, convertingVisitors: 1 });
    expect(summary.campaigns.find((row) => row.campaign === "host")).toMatchObject({ source: "linkedin", leads: 1, wonDeals: 1, wonValue: 45_000 });
    for (const row of [...summary.sources, ...summary.entryPages]) expect(row.convertingVisitors).toBeLessThanOrEqual(row.visitors);
  });

  it("stores a lead from a browser with Global Privacy Control as Okänd, and counts none of its visit", { timeout: 120_000 }, async () => {
    const before = await staffApi<AnalyticsSummary>(`${staffAnalyticsPath}?from=${today}&to=${today}`);
    const context = await newVisitor({ headers: { "Sec-GPC": "1" } });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${paths.contact}?utm_source=linkedin`);
    await waitForHydration(page);
    const id = await sendContact(page, "Privata Stugan AB");
    await context.close();
    expect((await staffApi<StaffLeadDetail>(staffLeadPath(id))).lead.attribution).toMatchObject({ source: "Okänd", utmSource: null, entryPage: null });
    // Events are written within a second of arriving: none came from this visit.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await staffApi<AnalyticsSummary>(`${staffAnalyticsPath}?from=${today}&to=${today}`);
    expect(after.pageviews).toBe(before.pageviews);
    expect(after.sources.find((row) => row.source === "Okänd")).toMatchObject({ visitors: 0, leads: 1 });
  });

  it("shows the dashboard on a 390 px phone without sideways scrolling, axe clean, the chart's days readable by keyboard", { timeout: 120_000 }, async () => {
    const context = await newVisitor({ viewport: phone });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page);
    await page.goto(`${site.baseUrl}${paths.staffAnalytics}?days=7`);
    await waitForHydration(page);
    await page.getByRole("list", { name: analyticsOutcomeTexts.sources.caption }).waitFor();
    const chart = page.locator('[data-chart="visits"]');
    await chart.locator("canvas").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The chart takes the focus and the arrow keys: each day's figures are read out below it.
    await chart.focus();
    const readout = page.locator("[data-chart-readout]");
    const lastDay = await readout.innerText();
    expect(lastDay).toMatch(/\d+ besökare, \d+ sidvisningar, \d+ leads/);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => readout.innerText()).not.toBe(lastDay);
    expect(await readout.getAttribute("aria-live")).toBe("polite");

    // Each table downloads as CSV for Swedish Excel, numbers as numbers.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `${analyticsOutcomeTexts.csv.download}: ${analyticsOutcomeTexts.sources.caption}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statistik-kallor-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.startsWith("\uFEFFKälla;Besökare;Leads;")).toBe(true);
    expect(csv).toMatch(/\r\nLinkedIn;\d+;1;1;[\d.]+;1;45000\r\n/);

    // A source's card narrows the whole page to it.
    await page.getByRole("link", { name: analyticsOutcomeTexts.filter.showOnly("LinkedIn") }).first().click();
    await page.waitForURL((url) => url.searchParams.get("source") === "LinkedIn");
    await page.getByText(analyticsOutcomeTexts.filter.active(analyticsOutcomeTexts.filter.source("LinkedIn")), { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await page.getByRole("heading", { name: staffAnalyticsPage.heading, level: 1 }).isVisible()).toBe(true);

    // The weekly mail, turned on with the keyboard by the staff member themselves, is still on after a reload.
    const weekly = page.getByRole("checkbox", { name: weeklyReportChoiceTexts.label });
    await weekly.focus();
    await page.keyboard.press("Space");
    await page.getByRole("status").filter({ hasText: weeklyReportChoiceTexts.on }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("checkbox", { name: weeklyReportChoiceTexts.label }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
