import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, dashboardPage, loginPage } from "../../app/content/account-pages.ts";
import { leadStatusLabels, staffLeadPage, staffLeadsPage, staffMailPage, staffShared, webhookTargetLabels } from "../../app/content/staff-pages.ts";
import { leadFilterToSearch } from "../../app/features/staff/query.ts";
import { paths } from "../../app/lib/paths.ts";
import { authMount } from "../../contracts/auth.ts";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { type StaffLeadDetail, staffLeadPath } from "../../contracts/staff.ts";
import { mailTexts } from "../../server/mail/texts.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

/*
 * The staff workspace end to end (/dashboard/leads, /dashboard/leads/<id>, /dashboard/mail):
 * a staff account made with `npm run users -- create --role staff` signs in with the real
 * supabase-js and works a lead that the contact form sent a moment earlier. The CRM
 * webhook accepts deliveries and the form service refuses them, so the lead's page has
 * one delivered and one waiting delivery to show.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let databaseUrl: string;
let site: SiteServer;
let baseUrl: string;
let crm: WebhookReceiver;
let formService: WebhookReceiver;
let lastAddress = 0;

const password = "Personalens-losenord-42";
const staffEmail = `saljare-${randomUUID().slice(0, 8)}@example.com`;
const customerEmail = `kund-${randomUUID().slice(0, 8)}@example.com`;
const formerStaffEmail = `slutat-${randomUUID().slice(0, 8)}@example.com`;
const company = `Testbolaget ${randomUUID().slice(0, 6)} AB`;
const leadEmail = `karin-${randomUUID().slice(0, 8)}@example.com`;
let leadId: string;

const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;

function usersCli(args: string[], input?: string) {
  execFileSync(process.execPath, ["server/auth/cli.ts", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input,
    encoding: "utf8",
  });
}

/** An access token for the staff account, as supabase-js gets one, for checks outside the browser. */
async function staffAccessToken(): Promise<string> {
  const response = await fetch(`${baseUrl}${authMount}/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({ email: staffEmail, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Waits until both of the lead's deliveries have been tried once, so the page has states to show. */
async function deliveriesTried(id: string) {
  const token = await staffAccessToken();
  for (let poll = 0; poll < 300; poll += 1) {
    const response = await fetch(`${baseUrl}${staffLeadPath(id)}`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.ok) {
      const detail = (await response.json()) as StaffLeadDetail;
      if (detail.deliveries.length === 2 && detail.deliveries.every((delivery) => delivery.attempts.length > 0)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The lead's deliveries were not tried");
}

beforeAll(async () => {
  [crm, formService] = await Promise.all([startWebhookReceiver(() => 204), startWebhookReceiver(() => 500)]);
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("staff");
  site = await serveBuild(inject("buildDir"), "staff", {
    DATABASE_URL: databaseUrl,
    AUTOMATION_WEBHOOK_URL: crm.url,
    FORM_SERVICE_URL: formService.url,
  });
  baseUrl = site.baseUrl;
  // The role is in the access token, so the account is staff before it ever signs in.
  usersCli(["create", staffEmail, "--role", "staff"], `${password}\n`);
  usersCli(["create", customerEmail], `${password}\n`);
  usersCli(["create", formerStaffEmail, "--role", "staff"], `${password}\n`);

  const response = await fetch(`${baseUrl}${leadEndpoints.contact}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({ name: "Karin Kund", email: leadEmail, company, message: "Vi vill svara snabbare i chatten.", interests: { chatbot: true } }),
  });
  expect(response.status).toBe(201);
  leadId = ((await response.json()) as { id: string }).id;
  await deliveriesTried(leadId);
}, 300_000);

afterAll(async () => {
  await site?.stop();
  cluster?.stop();
  await Promise.all([crm?.close(), formService?.close()]);
});

async function visitor(viewport = desktop) {
  const context = await browser().newContext({ viewport, acceptDownloads: true, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
}

async function signIn(page: Page, email: string) {
  await open(page, paths.login);
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(email);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
  await page.waitForURL(`${baseUrl}${paths.dashboard}`);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 1 });
const statusMessage = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Presses Tab until `matches` holds for the focused element; a keyboard user's way there. */
async function tabUntil(page: Page, matches: () => boolean, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(matches)) return;
  }
  throw new Error("Tab never reached the element");
}

describe("the staff workspace", () => {
  it("lets staff find a new lead by company, work it, and keeps the work after a reload", async () => {
    const { page, errors, close } = await visitor();
    try {
      await signIn(page, staffEmail);
      await page.getByRole("link", { name: dashboardPage.workspace.leads, exact: true }).click();
      await page.waitForURL(`${baseUrl}${paths.staffLeads}`);
      await heading(page, staffLeadsPage.heading).waitFor();
      await page.getByRole("table", { name: staffLeadsPage.table.caption }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // From the export link, the next stop is the search field; Enter searches.
      await page.getByRole("link", { name: staffLeadsPage.export }).focus();
      await page.keyboard.press("Tab");
      const search = page.getByRole("searchbox", { name: staffLeadsPage.filters.search });
      expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(company);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("q") === company);
      // The status chips link within the filter once its answer is on the page; until then
      // the table may still be the one before the search.
      await page.locator(`nav a[href="${paths.staffLeads}${leadFilterToSearch({ q: company })}"]`).waitFor();
      const row = page.getByRole("row").filter({ hasText: company });
      await row.waitFor();
      expect(await page.getByRole("row").count()).toBe(2);
      expect(await row.getByText(leadStatusLabels.new, { exact: true }).count()).toBe(1);

      // The filter is in the URL: a reload keeps it.
      await page.reload();
      await waitForHydration(page);
      await row.waitFor();
      expect(await search.inputValue()).toBe(company);

      await search.focus();
      await tabUntil(page, () => document.activeElement?.closest("tbody") !== null);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}${paths.staffLead(leadId)}`);
      await heading(page, company).waitFor();

      const crmAttempts = page.getByRole("table", { name: staffLeadPage.deliveries.attemptsCaption(webhookTargetLabels.automation_webhook) });
      const formAttempts = page.getByRole("table", { name: staffLeadPage.deliveries.attemptsCaption(webhookTargetLabels.form_service) });
      expect(await crmAttempts.getByRole("cell", { name: "204", exact: true }).count()).toBe(1);
      expect(await formAttempts.getByRole("cell", { name: "500", exact: true }).count()).toBeGreaterThan(0);
      await page.getByRole("button", { name: staffLeadPage.deliveries.redeliver }).waitFor();
      expect(await page.getByText("Karin Kund", { exact: true }).count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel(staffLeadPage.work.status, { exact: true }).selectOption({ label: leadStatusLabels.in_progress });
      await page.getByLabel(staffLeadPage.work.assignee, { exact: true }).selectOption({ label: staffEmail });
      await page.getByRole("button", { name: staffLeadPage.work.save, exact: true }).click();
      await statusMessage(page, staffLeadPage.work.saved).waitFor();

      const note = `Ringde Karin, hon vill ha en demo nästa vecka. ${randomUUID().slice(0, 6)}`;
      await page.getByLabel(staffLeadPage.notes.label, { exact: true }).fill(note);
      await page.getByRole("button", { name: staffLeadPage.notes.submit, exact: true }).click();
      await statusMessage(page, staffLeadPage.notes.saved).waitFor();
      await page.getByText(note, { exact: true }).waitFor();

      await page.reload();
      await waitForHydration(page);
      await page.getByText(note, { exact: true }).waitFor();
      expect(await page.getByLabel(staffLeadPage.work.status, { exact: true }).inputValue()).toBe("in_progress");
      expect(await page.getByLabel(staffLeadPage.work.assignee, { exact: true }).inputValue()).toBe(staffEmail);
      const history = staffLeadPage.history;
      await page.getByText(history.status(leadStatusLabels.new, leadStatusLabels.in_progress)).waitFor();
      await page.getByText(history.assignee(staffLeadPage.work.nobody, staffEmail)).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("exports the current filter as CSV", async () => {
    const { page, close } = await visitor();
    try {
      await signIn(page, staffEmail);
      await open(page, `${paths.staffLeads}?q=${encodeURIComponent(company)}`);
      await page.getByRole("row").filter({ hasText: company }).waitFor();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: staffLeadsPage.export }).click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path()) ?? "", "utf8");
      expect(csv).toContain(company);
    } finally {
      await close();
    }
  });

  it("shows the lead's mails in the outbox, on a phone too", async () => {
    const { page, errors, close } = await visitor(phone);
    try {
      await signIn(page, staffEmail);
      await open(page, paths.staffMail);
      await heading(page, staffMailPage.heading).waitFor();
      // The confirmation to the visitor, and the notification to the business about the lead.
      const confirmation = page.getByRole("row").filter({ has: page.getByRole("cell", { name: leadEmail, exact: true }) });
      await confirmation.getByText(mailTexts.contact.subject, { exact: true }).waitFor();
      await confirmation.getByText(staffMailPage.showText).click();
      await confirmation.getByText(mailTexts.greeting("Karin Kund")).waitFor();
      const notification = page.getByRole("row").filter({ hasText: mailTexts.notification.subject(mailTexts.notification.kinds.contact, company) });
      expect(await notification.getByRole("link", { name: staffMailPage.openLead }).getAttribute("href")).toBe(paths.staffLead(leadId));
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says when a lead does not exist", async () => {
    const { page, close } = await visitor();
    try {
      await signIn(page, staffEmail);
      for (const id of [randomUUID(), "inte-ett-id"]) {
        await open(page, paths.staffLead(id));
        await heading(page, staffLeadPage.notFound.heading).waitFor();
      }
    } finally {
      await close();
    }
  });

  it("shows a customer that the workspace is for staff, and no links to it", async () => {
    const { page, close } = await visitor();
    try {
      await signIn(page, customerEmail);
      await page.getByRole("heading", { name: dashboardPage.account.heading, exact: true }).waitFor();
      expect(await page.getByRole("link", { name: dashboardPage.workspace.leads, exact: true }).count()).toBe(0);
      for (const path of [paths.staffLeads, paths.staffLead(leadId), paths.staffMail]) {
        await open(page, path);
        await heading(page, staffShared.staffOnly.heading).waitFor();
        expect(await page.getByText(company).count()).toBe(0);
      }
      await page.getByRole("link", { name: staffShared.backToDashboard }).click();
      await page.waitForURL(`${baseUrl}${paths.dashboard}`);
    } finally {
      await close();
    }
  });

  it("shows the staff-only page when the API refuses a token that still says staff", async () => {
    const { page, close } = await visitor();
    try {
      await signIn(page, formerStaffEmail);
      await open(page, paths.staffLeads);
      await heading(page, staffLeadsPage.heading).waitFor();
      // The account stops being staff; the page's token says staff until it is renewed.
      usersCli(["role", formerStaffEmail, "customer"]);
      await page.getByRole("link", { name: dashboardPage.workspace.mail, exact: true }).click();
      await heading(page, staffShared.staffOnly.heading).waitFor();
    } finally {
      await close();
    }
  });

  it("sends a visitor who is not signed in to /login", async () => {
    const { page, close } = await visitor();
    try {
      for (const path of [paths.staffLeads, paths.staffLead(leadId), paths.staffMail]) {
        await open(page, path);
        await page.waitForURL(`${baseUrl}${paths.login}`);
      }
    } finally {
      await close();
    }
  });

  it("keeps the workspace out of robots' reach and out of the sitemap", async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Disallow: ${paths.dashboard}\n`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(paths.dashboard);
    const html = await (await fetch(`${baseUrl}${paths.staffLeads}`)).text();
    expect(html).toContain('content="noindex, follow"');
    expect(html).not.toContain(company);
  });
});
