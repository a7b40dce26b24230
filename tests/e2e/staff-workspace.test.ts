import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, dashboardPage, loginPage } from "../../app/content/account-pages.ts";
import {
  leadStatusLabels,
  mailStateLabels,
  staffLeadPage,
  staffLeadsPage,
  staffMailPage,
  staffShared,
  webhookTargetLabels,
} from "../../app/content/staff-pages.ts";
import { leadFilterToSearch } from "../../app/features/staff/query.ts";
import { fieldLabel } from "../../app/features/staff/lead-values.ts";
import { formatDeadline } from "../../app/lib/format-deadline.ts";
import { paths } from "../../app/lib/paths.ts";
import { chatButton } from "../../app/content/chat-widget.ts";
import { authMount } from "../../contracts/auth.ts";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { bookingPath, type BookingSlots, bookingSlotsPath } from "../../contracts/booking.ts";
import { staffBookingsPage } from "../../app/content/staff-bookings-page.ts";
import { dayHeading } from "../../app/features/booking/slot-format.ts";
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
 * one delivered and one waiting delivery to show. The site has no SMTP_URL, so its mails
 * are stored, not sent, and the workspace says so.
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

/** Sends a contact request as the site's form does; the stored lead's id. */
async function sendContactRequest(fields: { name: string; email: string; company: string; phone?: string; message?: string }): Promise<string> {
  const response = await fetch(`${baseUrl}${leadEndpoints.contact}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({ message: "Vi vill svara snabbare.", ...fields }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** One statement on the site's database, for a state the site reaches only with time: a deadline passed, a delivery given up. */
async function onDatabase(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Gives a lead as staff do on its page, through the API. */
async function assignLead(id: string, assignee: string) {
  const response = await fetch(`${baseUrl}${staffLeadPath(id)}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${await staffAccessToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ assignee }),
  });
  expect(response.status).toBe(200);
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

/** The phone of issue #35's check: 390 px wide. */
const narrowPhone = { width: 390, height: 844 };

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

/** Fills in and sends the sign-in form the page shows. */
async function submitSignIn(page: Page, email: string) {
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(email);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
}

/** Signs in from /login: staff land in their inbox, customers on /dashboard. */
async function signIn(page: Page, email: string, landing: string = email === customerEmail ? paths.dashboard : paths.staffLeads) {
  await open(page, paths.login);
  await submitSignIn(page, email);
  await page.waitForURL(`${baseUrl}${landing}`);
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
      // Staff land in the inbox.
      await signIn(page, staffEmail);
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
      await heading(page, `Karin Kund, ${company}`).waitFor();

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

  it("sends a visitor who is not signed in to /login, which names the page and its filter to come back to", async () => {
    const { page, close } = await visitor();
    try {
      for (const path of [paths.staffLeads, `${paths.staffLeads}?status=new&overdue=1`, paths.staffLead(leadId), paths.staffMail, paths.dashboard]) {
        await open(page, path);
        await page.waitForURL((url) => url.pathname === paths.login);
        expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
      }
    } finally {
      await close();
    }
  });

  it("brings staff from a link to a lead, through sign-in, to that lead", async () => {
    const { page, errors, close } = await visitor();
    try {
      // The link in the notification mail, opened signed out.
      await open(page, paths.staffLead(leadId));
      await page.waitForURL(`${baseUrl}${paths.login}?redirectTo=${encodeURIComponent(paths.staffLead(leadId))}`);
      await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // By keyboard: the address, the password, Enter.
      await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).focus();
      await page.keyboard.type(staffEmail);
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}${paths.staffLead(leadId)}`);
      await heading(page, `Karin Kund, ${company}`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("follows no redirectTo off the site: staff land in the inbox, customers on /dashboard", async () => {
    for (const [email, landing, targets] of [
      [staffEmail, paths.staffLeads, ["https://evil.example/", "//evil.example/", "/\\evil.example/", "/%2F%2Fevil.example/"]],
      [customerEmail, paths.dashboard, ["https://evil.example/"]],
    ] as const) {
      for (const target of targets) {
        const { page, close } = await visitor();
        try {
          await open(page, `${paths.login}?redirectTo=${encodeURIComponent(target)}`);
          await submitSignIn(page, email);
          await page.waitForURL(`${baseUrl}${landing}`);
        } finally {
          await close();
        }
      }
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

describe("the inbox a rep keeps open", () => {
  /** Three leads of one made-up company family, found together by searching for it. */
  const family = `Snabbsvar ${randomUUID().slice(0, 6)}`;
  const overdueCompany = `${family} Norr AB`;
  const mineCompany = `${family} Syd AB`;
  const mineEmail = `saga-${randomUUID().slice(0, 8)}@example.com`;
  let overdueId: string;
  let mineId: string;

  beforeAll(async () => {
    overdueId = await sendContactRequest({ name: "Olle Norr", email: `olle-${randomUUID().slice(0, 8)}@example.com`, company: overdueCompany });
    mineId = await sendContactRequest({ name: "Saga Syd", email: mineEmail, company: mineCompany, phone: "070-123 45 67" });
    // Its deadline passed two hours ago, still new: "Försenade".
    await onDatabase("update leads set respond_by = now() - interval '2 hours' where id = $1", [overdueId]);
    // The other is the rep's, and its CRM delivery was given up: the inbox must show that.
    await assignLead(mineId, staffEmail);
    await deliveriesTried(mineId);
    await onDatabase("update outbox_jobs set status = 'dead' where lead_id = $1 and target = 'form_service'", [mineId]);
  }, 120_000);

  const familyInbox = `${paths.staffLeads}?q=${encodeURIComponent(family)}`;
  const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

  it("filters to Mina leads and Försenade, sorts by deadline and arrival, and marks the late lead in words", async () => {
    const { page, errors, close } = await visitor();
    try {
      await signIn(page, staffEmail);
      await open(page, familyInbox);
      await row(page, overdueCompany).waitFor();
      await row(page, mineCompany).waitFor();
      const table = page.getByRole("table", { name: staffLeadsPage.table.caption });
      await table.getByRole("columnheader", { name: staffLeadsPage.table.respondBy }).waitFor();
      // The late lead says so in text, not in colour alone; the other is not late.
      expect(await row(page, overdueCompany).getByText(staffLeadsPage.overdue, { exact: true }).count()).toBe(1);
      expect(await row(page, mineCompany).getByText(staffLeadsPage.overdue, { exact: true }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // "Försenade" by keyboard: a toggle button, pressed while on.
      const overdue = page.getByRole("button", { name: staffLeadsPage.quickFilters.overdue, exact: true });
      await overdue.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("overdue") === "1" && url.searchParams.get("q") === family);
      await expectRows(page, [overdueCompany]);
      expect(await overdue.getAttribute("aria-pressed")).toBe("true");

      // "Mina leads" on top: nobody's late lead is not the rep's.
      const mine = page.getByRole("button", { name: staffLeadsPage.quickFilters.mine, exact: true });
      await mine.focus();
      await page.keyboard.press("Space");
      await page.waitForURL((url) => url.searchParams.get("assignee") === "me" && url.searchParams.get("overdue") === "1");
      await page.getByText(staffLeadsPage.empty).waitFor();
      // "Försenade" off again: the rep's own lead.
      await overdue.click();
      await page.waitForURL((url) => url.searchParams.get("assignee") === "me" && !url.searchParams.has("overdue"));
      await expectRows(page, [mineCompany]);
      await mine.click();
      await page.waitForURL((url) => !url.searchParams.has("assignee"));
      await expectRows(page, [overdueCompany, mineCompany], { anyOrder: true });

      // Sorting: a button in the column heading, its state the heading's aria-sort.
      const respondBy = table.getByRole("columnheader", { name: staffLeadsPage.table.respondBy });
      const received = table.getByRole("columnheader", { name: staffLeadsPage.table.received });
      expect(await received.getAttribute("aria-sort")).toBe("descending");
      expect(await respondBy.getAttribute("aria-sort")).toBe("none");
      await respondBy.getByRole("button").focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("sort") === "respondBy");
      await expect.poll(() => respondBy.getAttribute("aria-sort")).toBe("ascending");
      await expectRows(page, [overdueCompany, mineCompany]);
      // The focus stays on the button, which now sorts the other way.
      expect(await respondBy.getByRole("button").evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("sort") === "-respondBy");
      await expectRows(page, [mineCompany, overdueCompany]);
      expect(await respondBy.getAttribute("aria-sort")).toBe("descending");
      expect(await received.getAttribute("aria-sort")).toBe("none");
      // By arrival, the first press newest first (the default), the next oldest first.
      await received.getByRole("button").click();
      await page.waitForURL((url) => !url.searchParams.has("sort"));
      await expectRows(page, [mineCompany, overdueCompany]);
      await received.getByRole("button").click();
      await page.waitForURL((url) => url.searchParams.get("sort") === "createdAt");
      await expectRows(page, [overdueCompany, mineCompany]);
      // A search keeps the order.
      await page.getByRole("button", { name: staffLeadsPage.filters.submit, exact: true }).click();
      expect(new URL(page.url()).searchParams.get("sort")).toBe("createdAt");
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("fits 1280 px without sideways scrolling, the failed delivery and the rep in view", async () => {
    const { page, close } = await visitor(desktop);
    try {
      await signIn(page, staffEmail);
      await open(page, familyInbox);
      const mineRow = row(page, mineCompany);
      await mineRow.waitFor();
      // The table scrolls sideways inside its region when it must; at this width it need not.
      const region = page.getByRole("table", { name: staffLeadsPage.table.caption }).locator("..");
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(desktop.width);
      const failed = mineRow.getByText(staffLeadsPage.deliveryState.failed(1), { exact: true });
      expect(await failed.isVisible()).toBe(true);
      const [box, frame] = [await failed.boundingBox(), await region.boundingBox()];
      expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
      expect(await mineRow.getByText(staffEmail, { exact: true }).isVisible()).toBe(true);
      // The search finds a phone number by its digits, however it was typed.
      await open(page, `${paths.staffLeads}?q=${encodeURIComponent("0701234567")}`);
      await expectRows(page, [mineCompany]);
      // The chat button stays off the workspace; the lead popup too.
      await page.waitForTimeout(1500);
      expect(await page.getByRole("button", { name: chatButton.open }).count()).toBe(0);
      expect(await page.getByRole("dialog").count()).toBe(0);
    } finally {
      await close();
    }
  });

  it("shows a phone of 390 px the leads as cards, without sideways scrolling, and a lead's page too", async () => {
    const { page, errors, close } = await visitor(narrowPhone);
    try {
      await signIn(page, staffEmail);
      await open(page, familyInbox);
      const cards = page.getByRole("list", { name: staffLeadsPage.table.caption });
      const card = cards.getByRole("listitem").filter({ hasText: overdueCompany });
      await card.waitFor();
      expect(await card.getByText(staffLeadsPage.overdue, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("table").count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrowPhone.width);
      // The cards sort too: the order is in the button's name, as no column heading says it.
      await page.getByRole("group", { name: staffShared.cards.sortLabel }).getByRole("button", { name: staffLeadsPage.table.respondBy }).click();
      await page.waitForURL((url) => url.searchParams.get("sort") === "respondBy");
      await page.getByRole("button", { name: `${staffLeadsPage.table.respondBy}${staffShared.cards.sorted.ascending}` }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await card.getByRole("link", { name: overdueCompany }).click();
      await heading(page, `Olle Norr, ${overdueCompany}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrowPhone.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refreshes itself every 30 seconds, keeping the filter and the focus, and counts the new leads in the tab's title", async () => {
    const { page, errors, close } = await visitor();
    try {
      await signIn(page, staffEmail);
      await page.clock.install();
      await open(page, familyInbox);
      await row(page, overdueCompany).waitFor();
      // The family's leads still new, counted in the title: "(2) Leads | <brand>".
      const titled = /^\((\d+)\) (.+) \| /;
      await expect.poll(() => page.title()).toMatch(titled);
      const [, fresh, title] = titled.exec(await page.title())!;
      expect(title).toBe(staffLeadsPage.meta.title);
      const search = page.getByRole("searchbox", { name: staffLeadsPage.filters.search });
      await search.focus();
      await page.keyboard.press("End");
      await page.keyboard.type(" mer");

      const laterCompany = `${family} Väst AB`;
      await sendContactRequest({ name: "Vera Väst", email: `vera-${randomUUID().slice(0, 8)}@example.com`, company: laterCompany });
      await page.clock.fastForward(31_000);
      await row(page, laterCompany).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${Number(fresh) + 1}\\) ${staffLeadsPage.meta.title} \\| `));
      expect(new URL(page.url()).searchParams.get("q")).toBe(family);
      expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await search.inputValue()).toBe(`${family} mer`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows a lead's deadline, ways to reply, the same person's other lead, and what became of its mails", async () => {
    const { page, errors, close } = await visitor();
    try {
      const againId = await sendContactRequest({ name: "Saga Syd", email: mineEmail, company: mineCompany, message: "En fråga till." });
      await signIn(page, staffEmail);
      await open(page, paths.staffLead(mineId));
      await heading(page, `Saga Syd, ${mineCompany}`).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^Saga Syd, ${mineCompany} \\| `));

      const detail = (await (await fetch(`${baseUrl}${staffLeadPath(mineId)}`, { headers: { Authorization: `Bearer ${await staffAccessToken()}` } })).json()) as StaffLeadDetail;
      await page.getByText(formatDeadline(detail.lead.respondBy), { exact: true }).waitFor();
      const reply = page.getByRole("link", { name: staffLeadPage.contact.reply, exact: true });
      expect(await reply.getAttribute("href")).toBe(`mailto:${mineEmail}?subject=${encodeURIComponent(staffLeadPage.contact.subjects.contact)}`);
      expect(await page.getByRole("link", { name: `${staffLeadPage.contact.phone}: 070-123 45 67` }).getAttribute("href")).toBe("tel:0701234567");
      expect(await page.getByRole("link", { name: `${staffLeadPage.contact.email}: ${mineEmail}` }).getAttribute("href")).toBe(`mailto:${mineEmail}`);

      // The form's order: name, company, email, phone, interests (contracts/lead-requests/).
      const terms = await page.getByRole("region", { name: staffLeadPage.fields.heading }).locator("dt").allTextContents();
      expect(terms.slice(0, 5)).toEqual(["name", "company", "email", "phone", "interests"].map((field) => fieldLabel(field)));

      // Stored, not sent: said on the mails and above the page.
      await page.getByText(staffShared.mailNotConfigured.heading, { exact: false }).first().waitFor();
      expect(await page.getByRole("region", { name: staffLeadPage.mails.heading }).getByText(mailStateLabels.stored, { exact: true }).count()).toBeGreaterThan(0);

      const samePerson = page.getByRole("region", { name: staffLeadPage.samePerson.heading });
      await samePerson.getByRole("link").first().click();
      await page.waitForURL(`${baseUrl}${paths.staffLead(againId)}`);
      await page.getByText("En fråga till.", { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The inbox marks both of the person's leads.
      await open(page, `${paths.staffLeads}?q=${encodeURIComponent(mineEmail)}`);
      await expect.poll(() => page.getByRole("row").filter({ hasText: staffLeadsPage.samePerson }).count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says what Skicka igen did and shows the new attempt without a reload", async () => {
    const { page, errors, close } = await visitor();
    try {
      const id = await sendContactRequest({ name: "Ivar Igen", email: `ivar-${randomUUID().slice(0, 8)}@example.com`, company: `${family} Öst AB` });
      await deliveriesTried(id);
      await signIn(page, staffEmail);
      await open(page, paths.staffLead(id));
      const formAttempts = page.getByRole("table", { name: staffLeadPage.deliveries.attemptsCaption(webhookTargetLabels.form_service) });
      await formAttempts.waitFor();
      const before = await formAttempts.getByRole("row").count();
      await page.getByRole("button", { name: staffLeadPage.deliveries.redeliver }).click();
      // The CRM's delivery is done: queued again; the form service's waits for a retry: tried now.
      await statusMessage(page, staffLeadPage.deliveries.redelivered({ requeued: 1, retriedNow: 1, alreadyPending: 0 })).waitFor();
      await expect.poll(() => formAttempts.getByRole("row").count(), { timeout: 15_000 }).toBeGreaterThan(before);
      await page.getByText(staffLeadPage.history.retry("1")).waitFor();
      await page.getByText(staffLeadPage.history.redeliver("1")).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** The rows the table shows, by the companies in them, in order (or in any order). */
async function expectRows(page: Page, companies: string[], { anyOrder = false } = {}) {
  const read = async () => {
    const texts = await page.getByRole("table").getByRole("row").allTextContents();
    const found = texts.slice(1).map((text) => companies.find((company) => text.includes(company)) ?? text);
    return anyOrder ? [...found].sort() : found;
  };
  await expect.poll(read).toEqual(anyOrder ? [...companies].sort() : companies);
}

describe("a booked meeting in the workspace", () => {
  it("shows a meeting booked on /boka among the inbox's booked meetings and on the bookings page under its day", async () => {
    const bookingCompany = `Bokarna ${randomUUID().slice(0, 6)} AB`;
    const slots = (await (await fetch(`${baseUrl}${bookingSlotsPath}?type=analys&days=30`)).json()) as BookingSlots;
    const slot = slots.slots[0]!;
    const booked = await fetch(`${baseUrl}${bookingPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
      body: JSON.stringify({ type: "analys", start: slot.start, name: "Vera Bok", company: bookingCompany, email: `vera-${randomUUID().slice(0, 8)}@example.com`, consent: true }),
    });
    expect(booked.status).toBe(201);

    const { page, errors, close } = await visitor();
    await signIn(page, staffEmail);
    await open(page, `${paths.staffLeads}${leadFilterToSearch({ kind: "booking" })}`);
    await expect.poll(() => page.getByRole("main").getByText(bookingCompany).count()).toBeGreaterThan(0);

    await open(page, paths.staffBookings);
    await heading(page, staffBookingsPage.heading).waitFor();
    const day = page.getByRole("region", { name: dayHeading(slot) });
    await expect.poll(() => day.getByText(bookingCompany, { exact: false }).count()).toBeGreaterThan(0);
    expect(await day.textContent()).toContain(slot.time);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
