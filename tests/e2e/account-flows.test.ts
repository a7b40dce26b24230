import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, dashboardPage, forgotPasswordPage, loginPage, passwordUpdate, setPasswordPage } from "../../app/content/account-pages.ts";
import { progressLabels } from "../../app/content/forms.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { guideDownloadPath, leadEndpoints } from "../../contracts/lead-forms.ts";
import { requestStatusLabels } from "../../app/content/request-labels.ts";
import { signedInFlagKey } from "../../app/lib/storage-names.ts";
import { passwordRedirectDelayMs } from "../../app/features/account/timings.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { checkEveryMs, desktop, phone, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * Customers' journeys end to end, with the real supabase-js in Chromium against the
 * embedded auth service: signing in and out, /dashboard with the customer's requests,
 * the reset and invitation mails. The site runs on a PostgreSQL database of its own, so
 * the command line (`npm run users`, `npm run mail -- list`) works beside the server.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let databaseUrl: string;
let site: SiteServer;
let baseUrl: string;
let lastAddress = 0;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("accounts");
  site = await serveBuild(inject("buildDir"), "accounts", { DATABASE_URL: databaseUrl });
  baseUrl = site.baseUrl;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  cluster?.stop();
});

const nextAddress = () => `203.0.113.${(lastAddress += 1)}`;
const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The entry of `npm run users` and of `npm run mail` (package.json). */
const cliEntries = { auth: "server/auth/cli.ts", mail: "server/delivery/cli.ts" } as const;

/** Runs a command-line tool of the server against the site's database, as an operator would. */
function serverCli(tool: keyof typeof cliEntries, args: string[], input?: string): string {
  return execFileSync(process.execPath, [cliEntries[tool], ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input,
    encoding: "utf8",
  });
}

/** The link in the newest mail to `email`, from the stored mails (`npm run mail -- list --json`). */
function mailedLink(email: string): string {
  const mails = serverCli("mail", ["list", "--json"])
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { message: { to: string; text: string } })
    .filter((mail) => mail.message.to === email);
  const link = mails[0]?.message.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`No mailed link to ${email}`);
  return link;
}

/**
 * Follows a mailed link as the mail program would: /auth/v1/verify answers with a redirect
 * that carries the session (or the error) in its fragment. The links name the configured
 * SITE_URL; the test's server listens elsewhere, so the visit goes to the same path there.
 */
async function openMailedLink(page: Page, link: string) {
  const onSite = (address: string) => {
    const url = new URL(address);
    return `${baseUrl}${url.pathname}${url.search}${url.hash}`;
  };
  const response = await fetch(onSite(link), { redirect: "manual", headers: { "X-Forwarded-For": nextAddress() } });
  expect(response.status).toBe(303);
  await page.goto(onSite(response.headers.get("location") ?? ""));
  await waitForHydration(page);
}

async function visitor(viewport = desktop) {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
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

const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
/** A field by its label, which ends in an asterisk when the field is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const describedBy = (page: Page, label: string) =>
  field(page, label).evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .filter(Boolean),
  );

async function signIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await open(page, paths.login);
  await textbox(page, accountFieldLabels.email).fill(email);
  await field(page, accountFieldLabels.password).fill(password);
  if (rememberMe) await page.getByRole("checkbox", { name: accountFieldLabels.rememberMe }).check();
  await button(page, loginPage.submit).click();
  await page.waitForURL(`${baseUrl}${paths.dashboard}`);
}

function createAccount(email: string, password: string) {
  serverCli("auth", ["create", email], `${password}\n`);
}

/** A contact request sent from the site, as the contact form sends it. */
async function sendContactRequest(email: string, message: string) {
  const response = await fetch(`${baseUrl}${leadEndpoints.contact}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": nextAddress() },
    body: JSON.stringify({ name: "Karin Kund", email, company: "Kundens AB", message, interests: { chatbot: true } }),
  });
  expect(response.status).toBeLessThan(300);
}

/** The new-password form, filled in and sent. */
async function chooseNewPassword(page: Page, password: string, confirmation = password) {
  await field(page, accountFieldLabels.newPassword).fill(password);
  await field(page, accountFieldLabels.confirmPassword).fill(confirmation);
  await button(page, passwordUpdate.submit).click();
}

/**
 * The success message stays while the 3000 ms of SPEC §9 pass, then the page moves on.
 * The stay is checked with a second of slack, since the message was seen a little after
 * it appeared; the move is awaited without a tight limit, since a busy machine delays it.
 */
async function expectRedirectAfterDelay(page: Page, to: string) {
  const from = new URL(page.url()).pathname;
  await page.waitForTimeout(passwordRedirectDelayMs - 1000);
  expect(new URL(page.url()).pathname).toBe(from);
  await page.waitForURL(`${baseUrl}${to}`, { timeout: 30_000 });
}

const storageKey = () => `sb-${new URL(baseUrl).hostname.split(".")[0]}-auth-token`;
const storedIn = (page: Page, storage: "localStorage" | "sessionStorage", key = storageKey()) =>
  page.evaluate(([name, item]) => window[name as "localStorage" | "sessionStorage"].getItem(item) !== null, [storage, key] as const);
/** Whether the header of the page shows the Dashboard link and not the contact button. */
const headerShowsDashboard = async (page: Page) => {
  const banner = page.getByRole("banner");
  const dashboard = await banner.getByRole("link", { name: navigationLabels.dashboard }).isVisible();
  const contact = await banner.getByRole("link", { name: navigationLabels.cta }).isVisible();
  expect(dashboard).toBe(!contact);
  return dashboard;
};

describe("signing in", () => {
  it("takes a customer to /dashboard with their greeting, address and requests, and back out on sign-out", async () => {
    const email = newEmail("karin");
    createAccount(email, "karins-lösenord");
    await sendContactRequest(email, "Vi vill att chattboten svarar på frågor om bokningar.");
    const { page, errors, close } = await visitor();

    await signIn(page, email, "karins-lösenord", { rememberMe: true });
    await page.getByRole("heading", { level: 1, name: dashboardPage.greeting(undefined) }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    const requests = page.getByRole("region", { name: dashboardPage.requests.heading });
    await requests.getByRole("heading", { name: dashboardPage.requests.kinds.contact }).waitFor();
    await requests.getByText("Vi vill att chattboten svarar på frågor om bokningar.").waitFor();
    // Remember me: the session outlives the browser, and so does the flag beside it.
    expect(await storedIn(page, "localStorage")).toBe(true);
    expect(await storedIn(page, "localStorage", signedInFlagKey)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Marketing pages know it from the flag, without the auth client or the session: the header leads back to /dashboard.
    await open(page, paths.home);
    expect(await headerShowsDashboard(page)).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: navigationLabels.dashboard }).click();
    // Signed out on purpose: the sign-in page, with no way back to name.
    await page.getByRole("button", { name: dashboardPage.account.signOut }).click();
    await page.waitForURL(`${baseUrl}${paths.login}`);
    expect(await storedIn(page, "localStorage")).toBe(false);
    expect(await storedIn(page, "localStorage", signedInFlagKey)).toBe(false);
    expect(await page.getByRole("banner").getByRole("link", { name: navigationLabels.cta }).isVisible()).toBe(true);
    await open(page, paths.home);
    expect(await headerShowsDashboard(page)).toBe(false);

    // Signed out, /dashboard sends the visitor to the sign-in again, and back here after it.
    await open(page, paths.dashboard);
    await page.waitForURL(`${baseUrl}${paths.login}?redirectTo=${encodeURIComponent(paths.dashboard)}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows each request's status in the customer's words, when the reply is promised, and an ordered guide's link again", async () => {
    const email = newEmail("status");
    createAccount(email, "statusens-lösenord");
    await sendContactRequest(email, "Hur snabbt svarar chattboten?");
    const guide = await fetch(`${baseUrl}${leadEndpoints.ebook}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": nextAddress() },
      body: JSON.stringify({ firstName: "Karin", lastName: "Kund", email }),
    });
    expect(guide.status).toBeLessThan(300);
    const { page, errors, close } = await visitor();

    await signIn(page, email, "statusens-lösenord");
    const requests = page.getByRole("region", { name: dashboardPage.requests.heading });
    const contact = requests.getByRole("listitem").filter({ has: page.getByRole("heading", { name: dashboardPage.requests.kinds.contact }) });
    const ebook = requests.getByRole("listitem").filter({ has: page.getByRole("heading", { name: dashboardPage.requests.kinds.ebook }) });
    await contact.getByText(requestStatusLabels.received, { exact: true }).waitFor();
    await ebook.getByText(requestStatusLabels.received, { exact: true }).waitFor();
    // The promise: a weekday, a date and a time, in Swedish time.
    expect(await contact.getByText(/^Vi svarar senast \S+dag \d{1,2} \S+ kl\. \d{2}:\d{2}\.$/).count()).toBe(1);
    // The guide again, through the same personal link as in the mail: it downloads the guide.
    const link = ebook.getByRole("link", { name: dashboardPage.requests.guideAgain });
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${guideDownloadPath}/`));
    expect(await contact.getByRole("link", { name: dashboardPage.requests.guideAgain }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the session for the tab only without remember me, and says so when the password is wrong", async () => {
    const email = newEmail("tabb");
    createAccount(email, "rätt-lösenord");
    const { page, close } = await visitor(phone);
    await open(page, paths.login);
    await textbox(page, accountFieldLabels.email).fill(email);
    await field(page, accountFieldLabels.password).fill("fel-lösenord");
    await button(page, loginPage.submit).click();
    await page.getByRole("status").filter({ hasText: loginPage.failure }).waitFor();

    await signIn(page, email, "rätt-lösenord");
    expect(await storedIn(page, "sessionStorage")).toBe(true);
    expect(await storedIn(page, "localStorage")).toBe(false);
    expect(await storedIn(page, "sessionStorage", signedInFlagKey)).toBe(true);
    expect(await storedIn(page, "localStorage", signedInFlagKey)).toBe(false);
    await page.getByText(dashboardPage.requests.empty).waitFor();
    await close();
  });

  it("keeps the tab's session from /dashboard to a public page and back (the opener policy changes on the way, decision 021)", async () => {
    const email = newEmail("flik");
    createAccount(email, "flikens-lösenord");
    const { page, close } = await visitor(phone);
    await signIn(page, email, "flikens-lösenord");
    const openerPolicy = async (path: string) => (await fetch(`${baseUrl}${path}`)).headers.get("cross-origin-opener-policy");
    expect(await openerPolicy(paths.dashboard)).toBe("same-origin");
    expect(await openerPolicy(paths.about)).toBeNull();

    await open(page, paths.about);
    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    await page.getByRole("navigation", { name: navigationLabels.menu }).getByRole("link", { name: navigationLabels.dashboard }).click();
    await page.waitForURL(`${baseUrl}${paths.dashboard}`);
    await page.getByText(dashboardPage.requests.empty).waitFor();
    expect(await storedIn(page, "sessionStorage")).toBe(true);
    await close();
  });

  it("shows a customer signed in before the signed-in flag existed the contact button until /dashboard adds the flag", async () => {
    const email = newEmail("tidigare");
    createAccount(email, "tidigare-lösenord");
    const { page, close } = await visitor();
    await signIn(page, email, "tidigare-lösenord", { rememberMe: true });
    await page.getByText(dashboardPage.requests.empty).waitFor();
    await page.evaluate((key) => localStorage.removeItem(key), signedInFlagKey);

    await open(page, paths.home);
    expect(await headerShowsDashboard(page)).toBe(false);
    await open(page, paths.dashboard);
    await page.getByText(dashboardPage.requests.empty).waitFor();
    expect(await storedIn(page, "localStorage", signedInFlagKey)).toBe(true);
    await open(page, paths.home);
    expect(await headerShowsDashboard(page)).toBe(true);
    await close();
  });

  it("lets a signed-in customer change the password on /dashboard, with the same checks", async () => {
    const email = newEmail("byte");
    createAccount(email, "första-lösenordet");
    const { page, close } = await visitor();
    await signIn(page, email, "första-lösenordet");
    const form = page.getByRole("region", { name: dashboardPage.changePassword.heading });
    await form.getByLabel(new RegExp(`^${accountFieldLabels.currentPassword}`)).fill("gissat-lösenord");
    await form.getByLabel(new RegExp(`^${accountFieldLabels.newPassword}`)).fill("kort");
    await form.getByLabel(new RegExp(`^${accountFieldLabels.confirmPassword}`)).fill("kort");
    await form.getByRole("button", { name: dashboardPage.changePassword.submit }).click();
    expect(await describedBy(page, accountFieldLabels.newPassword)).toEqual(["Minst 8 tecken", "Lösenordet måste vara minst 8 tecken"]);
    await form.getByLabel(new RegExp(`^${accountFieldLabels.newPassword}`)).fill("andra-lösenordet");
    await form.getByRole("button", { name: dashboardPage.changePassword.submit }).click();
    expect(await describedBy(page, accountFieldLabels.confirmPassword)).toEqual(["Lösenorden matchar inte"]);
    await form.getByLabel(new RegExp(`^${accountFieldLabels.confirmPassword}`)).fill("andra-lösenordet");
    await form.getByRole("button", { name: dashboardPage.changePassword.submit }).click();
    // The auth service refuses a wrong current password; the message stands under that field.
    await form.getByText(passwordUpdate.wrongCurrentPassword).waitFor();
    await form.getByLabel(new RegExp(`^${accountFieldLabels.currentPassword}`)).fill("första-lösenordet");
    await form.getByRole("button", { name: dashboardPage.changePassword.submit }).click();
    await form.getByRole("status").filter({ hasText: passwordUpdate.success }).waitFor();
    await close();
  });
});

describe("a forgotten password, end to end", () => {
  it("goes from the form through the mail and /set-password back to a sign-in with the new password", async () => {
    const email = newEmail("glomsk");
    createAccount(email, "gamla-lösenordet");
    await sendContactRequest(email, "Hur snabbt kan röstassistenten tas i drift?");
    const { page, errors, close } = await visitor(phone);

    await open(page, paths.forgotPassword);
    await textbox(page, accountFieldLabels.email).fill(email);
    await button(page, forgotPasswordPage.submit).click();
    await page.getByRole("heading", { name: forgotPasswordPage.sent.heading }).waitFor();

    const link = mailedLink(email);
    await openMailedLink(page, link);
    expect(new URL(page.url()).pathname).toBe(paths.setPassword);
    await page.getByText(setPasswordPage.forEmail(email)).waitFor();
    await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"), undefined, { polling: checkEveryMs });
    expect(await page.getByText(setPasswordPage.verifying).count()).toBe(0);

    // Every message of SPEC §8 on the way.
    await chooseNewPassword(page, "kort");
    expect(await describedBy(page, accountFieldLabels.newPassword)).toEqual(["Minst 8 tecken", "Lösenordet måste vara minst 8 tecken"]);
    await chooseNewPassword(page, "nya-lösenordet", "nya-lösenordeT");
    expect(await describedBy(page, accountFieldLabels.confirmPassword)).toEqual(["Lösenorden matchar inte"]);

    await page.route("**/auth/v1/user**", async (route) => {
      if (route.request().method() === "PUT") await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await chooseNewPassword(page, "nya-lösenordet");
    await page.getByRole("button", { name: progressLabels.updating }).waitFor();
    await page.getByRole("heading", { name: passwordUpdate.success }).waitFor();
    await expectRedirectAfterDelay(page, `${paths.login}?confirmed=true`);
    await page.getByRole("main").getByRole("status").filter({ hasText: loginPage.confirmed }).waitFor();

    await signIn(page, email, "nya-lösenordet");
    await page.getByRole("region", { name: dashboardPage.requests.heading }).getByText("Hur snabbt kan röstassistenten tas i drift?").waitFor();

    expect(errors).toEqual([]);
    await close();

    // The link worked once: opened again, by anyone, it is refused.
    const stranger = await visitor();
    await openMailedLink(stranger.page, link);
    await stranger.page.getByText(passwordUpdate.invalidLink).waitFor();
    expect(await button(stranger.page, passwordUpdate.submit).isDisabled()).toBe(true);
    await stranger.close();
  });

  it("/reset-password takes a recovery link, saves the new password and moves on to /login", async () => {
    const email = newEmail("aterstall");
    createAccount(email, "gamla-lösenordet");
    const recover = await fetch(`${baseUrl}/auth/v1/recover?redirect_to=${encodeURIComponent(`${baseUrl}${paths.resetPassword}`)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", apikey: "public-anon-key", "X-Forwarded-For": nextAddress() },
      body: JSON.stringify({ email }),
    });
    expect(recover.status).toBe(200);
    const { page, close } = await visitor();
    await openMailedLink(page, mailedLink(email));
    expect(new URL(page.url()).pathname).toBe(paths.resetPassword);
    await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"), undefined, { polling: checkEveryMs });
    expect(await page.getByText(passwordUpdate.invalidLink).count()).toBe(0);
    await chooseNewPassword(page, "nya-lösenordet");
    await page.getByRole("heading", { name: passwordUpdate.success }).waitFor();
    await expectRedirectAfterDelay(page, paths.login);
    await signIn(page, email, "nya-lösenordet");
    await close();
  });
});

describe("an invitation, end to end", () => {
  it("lets an invited customer choose a password from the mail and sign in", async () => {
    const email = newEmail("inbjuden");
    serverCli("auth", ["invite", email]);
    const { page, close } = await visitor();
    await openMailedLink(page, mailedLink(email));
    expect(new URL(page.url()).pathname).toBe(paths.setPassword);
    await page.waitForFunction(() => !document.querySelector("button[type=submit][disabled]"), undefined, { polling: checkEveryMs });
    await chooseNewPassword(page, "inbjudens-lösenord");
    await page.getByRole("heading", { name: passwordUpdate.success }).waitFor();
    await page.waitForURL(`${baseUrl}${paths.login}?confirmed=true`);
    await signIn(page, email, "inbjudens-lösenord");
    await page.getByText(email, { exact: true }).waitFor();
    await close();
  });
});
