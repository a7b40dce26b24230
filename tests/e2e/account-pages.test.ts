import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  accountFieldLabels,
  forgotPasswordPage,
  loginPage,
  passwordUpdate,
  setPasswordPage,
  signupPage,
} from "../../app/content/account-pages.ts";
import { progressLabels } from "../../app/content/forms.ts";
import { signedInUntil } from "../../app/features/account/signed-in-flag.ts";
import { signedInFlagKey } from "../../app/lib/storage-names.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The account pages against the embedded auth service, with the real supabase-js in
 * Chromium, for what needs no account: validation, refused sign-ins and links, the header.
 * Signing in, the mailed links and the dashboard: account-flows.test.ts.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
let lastAddress = 0;

/** A settled visitor with an address of its own, so its requests have their own rate-limit budget. */
async function openAccountPage(path: string, viewport = desktop) {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${(lastAddress += 1)}` } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
/** A field by its label, which ends in an asterisk when the field is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const passwordField = field;
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** Each field's message, as a screen reader hears it with the field (aria-describedby). */
const describedBy = (page: Page, label: string) =>
  field(page, label).evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .filter(Boolean),
  );

/** Holds the auth service's answers to `pathPart` until the returned function is called. */
async function holdRequests(page: Page, pathPart: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/auth/v1/${pathPart}**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("/login", () => {
  it("asks for the email and the password before it sends anything (SPEC §5)", async () => {
    const { page, close } = await openAccountPage(paths.login);
    let sent = false;
    page.on("request", (request) => (sent ||= request.url().includes("/auth/v1/token")));
    await button(page, loginPage.submit).click();
    expect(await describedBy(page, accountFieldLabels.email)).toEqual(["Ange en e-postadress"]);
    expect(await describedBy(page, accountFieldLabels.password)).toEqual(["Ange lösenordet"]);
    expect(await textbox(page, accountFieldLabels.email).evaluate((element) => element === document.activeElement)).toBe(true);
    await textbox(page, accountFieldLabels.email).fill("kund@");
    await button(page, loginPage.submit).click();
    expect(await describedBy(page, accountFieldLabels.email)).toEqual(["Ange en giltig e-postadress"]);
    expect(sent).toBe(false);
    await close();
  });

  it("says 'Loggar in...' while it signs in and 'Fel e-post eller lösenord' when the account does not exist", async () => {
    const { page, close } = await openAccountPage(paths.login, phone);
    const release = await holdRequests(page, "token");
    await textbox(page, accountFieldLabels.email).fill("finns-inte@example.com");
    await passwordField(page, accountFieldLabels.password).fill("ett-lösenord");
    await button(page, loginPage.submit).click();
    const pending = page.getByRole("button", { name: progressLabels.signingIn });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.getByRole("status").filter({ hasText: loginPage.failure }).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.login);
    await close();
  });

  it("says the same when the auth service cannot be reached at all", async () => {
    const { page, close } = await openAccountPage(paths.login);
    await page.route("**/auth/v1/token**", (route) => route.abort());
    await textbox(page, accountFieldLabels.email).fill("kund@example.com");
    await passwordField(page, accountFieldLabels.password).fill("ett-lösenord");
    await button(page, loginPage.submit).click();
    await page.getByRole("status").filter({ hasText: loginPage.failure }).waitFor();
    await close();
  });

  it("links to the forgotten-password page and to signup, and offers remember me", async () => {
    const { page, close } = await openAccountPage(paths.login);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: loginPage.forgotPassword }).getAttribute("href")).toBe(paths.forgotPassword);
    expect(await main.getByRole("link", { name: loginPage.signup }).getAttribute("href")).toBe(paths.signup);
    expect(await page.getByRole("checkbox", { name: accountFieldLabels.rememberMe }).isChecked()).toBe(false);
    await close();
  });

  it("greets a confirmed address with a banner and a toast (?confirmed=true)", async () => {
    const { page, close } = await openAccountPage(`${paths.login}?confirmed=true`);
    await page.getByRole("main").getByRole("status").filter({ hasText: loginPage.confirmed }).waitFor();
    await page.locator("[data-sonner-toast]", { hasText: loginPage.confirmed }).waitFor();
    await close();
  });

  it("shows no banner without the parameter", async () => {
    const { page, close } = await openAccountPage(paths.login);
    expect(await page.getByText(loginPage.confirmed).count()).toBe(0);
    await close();
  });
});

describe("/signup", () => {
  it("requires name, company, email and a password of at least 8 characters", async () => {
    const { page, close } = await openAccountPage(paths.signup);
    await passwordField(page, accountFieldLabels.password).fill("kort");
    await button(page, signupPage.submit).click();
    expect(await describedBy(page, accountFieldLabels.name)).toEqual(["Ange namn"]);
    expect(await describedBy(page, accountFieldLabels.company)).toEqual(["Ange företagets namn"]);
    expect(await describedBy(page, accountFieldLabels.email)).toEqual(["Ange en e-postadress"]);
    expect(await describedBy(page, accountFieldLabels.password)).toEqual(["Minst 8 tecken", "Lösenordet måste vara minst 8 tecken"]);
    await close();
  });

  it("replaces the form with the 'check your email' view once the account is created", async () => {
    const { page, close } = await openAccountPage(paths.signup);
    const email = `ny-${Date.now()}@example.com`;
    await textbox(page, accountFieldLabels.name).fill("Nora Nilsson");
    await textbox(page, accountFieldLabels.company).fill("Nilssons Hotell AB");
    await textbox(page, accountFieldLabels.email).fill(email);
    await passwordField(page, accountFieldLabels.password).fill("ett-bra-lösenord");
    const signup = page.waitForRequest((request) => request.url().includes("/auth/v1/signup"));
    await button(page, signupPage.submit).click();
    const sent = await signup;
    // The confirmation link leads back to the sign-in with the confirmed banner.
    expect(new URL(sent.url()).searchParams.get("redirect_to")).toBe(`${baseUrl}${paths.login}?confirmed=true`);
    expect(sent.postDataJSON()).toMatchObject({ email, data: { name: "Nora Nilsson", company: "Nilssons Hotell AB" } });
    const heading = page.getByRole("heading", { name: signupPage.sent.heading });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText(signupPage.sent.text(email)).waitFor();
    expect(await page.getByRole("textbox").count()).toBe(0);
    await close();
  });
});

describe("/forgot-password", () => {
  it("asks for an address, then shows the 'check your email' view with a link back to the sign-in", async () => {
    const { page, close } = await openAccountPage(paths.forgotPassword, phone);
    await button(page, forgotPasswordPage.submit).click();
    expect(await describedBy(page, accountFieldLabels.email)).toEqual(["Ange en e-postadress"]);
    const email = "glomsk@example.com";
    await textbox(page, accountFieldLabels.email).fill(email);
    const recover = page.waitForRequest((request) => request.url().includes("/auth/v1/recover"));
    await button(page, forgotPasswordPage.submit).click();
    // The reset mail's link leads to the create-password page, naming the account (SPEC §7 call 7).
    const redirectTo = new URL(new URL((await recover).url()).searchParams.get("redirect_to") ?? "");
    expect(`${redirectTo.pathname}${redirectTo.search}`).toBe(`${paths.setPassword}?email=glomsk%40example.com`);
    await page.getByRole("heading", { name: forgotPasswordPage.sent.heading }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: forgotPasswordPage.backToLogin }).getAttribute("href")).toBe(paths.login);
    await close();
  });

  it("says what to check when the request fails", async () => {
    const { page, close } = await openAccountPage(paths.forgotPassword);
    await page.route("**/auth/v1/recover**", (route) => route.abort());
    await textbox(page, accountFieldLabels.email).fill("kund@example.com");
    await button(page, forgotPasswordPage.submit).click();
    await page.getByRole("status").filter({ hasText: forgotPasswordPage.failure }).waitFor();
    expect(await textbox(page, accountFieldLabels.email).inputValue()).toBe("kund@example.com");
    await close();
  });
});

describe("links that are missing or refused", () => {
  it("/reset-password without the recovery marker says at once that the link is invalid", async () => {
    const { page, close } = await openAccountPage(paths.resetPassword);
    await page.getByText(passwordUpdate.invalidLink).waitFor();
    expect(await button(page, passwordUpdate.submit).isDisabled()).toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: passwordUpdate.newLink }).getAttribute("href")).toBe(paths.forgotPassword);
    await close();
  });

  it("/set-password names the account, checks the link in yellow, then refuses an expired one", async () => {
    const refused = "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=";
    const { page, close } = await openAccountPage(`${paths.setPassword}?email=${encodeURIComponent("kund@example.com")}${refused}`, phone);
    expect(await page.getByText(setPasswordPage.forEmail("kund@example.com")).count()).toBe(1);
    expect(await describedBy(page, accountFieldLabels.newPassword)).toEqual(["Minst 8 tecken"]);
    await page.getByText(passwordUpdate.invalidLink).waitFor();
    expect(await button(page, passwordUpdate.submit).isDisabled()).toBe(true);
    await close();
  });

  it("/set-password starts in the yellow verifying state with the button disabled", async () => {
    const context = await browser().newContext({ viewport: desktop });
    await settleVisitor(context);
    const page = await context.newPage();
    // Before hydration the server's HTML is all there is: it must already say it is verifying.
    const response = await page.request.get(`${baseUrl}${paths.setPassword}`);
    const html = await response.text();
    expect(html).toContain(setPasswordPage.verifying);
    expect(html).toMatch(/<button type="submit" disabled=""/);
    await context.close();
  });

  it("/dashboard sends a visitor who is not signed in to /login, which leads back after sign-in", async () => {
    const { page, close } = await openAccountPage(paths.dashboard);
    await page.waitForURL(`${baseUrl}${paths.login}?redirectTo=${encodeURIComponent(paths.dashboard)}`);
    await page.getByRole("heading", { level: 1, name: loginPage.heading }).waitFor();
    await close();
  });
});

/**
 * A session as supabase-js stores it, with the signed-in flag the account code keeps beside
 * it (the header reads only the flag): not valid at the server.
 */
function storedSessionScript(storage: "localStorage" | "sessionStorage") {
  const session = { access_token: "a.b.c", refresh_token: "r", expires_at: Math.floor(Date.now() / 1000) + 600, token_type: "bearer" };
  const items = { [`sb-${new URL(baseUrl).hostname.split(".")[0]}-auth-token`]: JSON.stringify(session), [signedInFlagKey]: signedInUntil(Date.now()) };
  return `try { for (const [key, value] of Object.entries(${JSON.stringify(items)})) ${storage}.setItem(key, value); } catch {}`;
}

/** Sum of the page's layout shifts so far (CLS before any input). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

async function headerLinks(browserInstance: Browser, storage: "localStorage" | "sessionStorage" | null, viewport = desktop) {
  const context = await browserInstance.newContext({ viewport });
  await settleVisitor(context);
  if (storage) await context.addInitScript(storedSessionScript(storage));
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  const authCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/auth/v1/")) authCalls.push(request.url());
  });
  await page.goto(baseUrl);
  await waitForHydration(page);
  return { page, scripts, authCalls, close: () => context.close() };
}

describe("the header for a signed-in customer (SPEC §2)", () => {
  const header = (page: Page) => page.getByRole("banner");

  it("shows the Dashboard link in place of the contact button, from either storage, without a shift", async () => {
    for (const storage of ["localStorage", "sessionStorage"] as const) {
      const { page, close } = await headerLinks(browser(), storage);
      const dashboard = header(page).getByRole("link", { name: navigationLabels.dashboard });
      expect(await dashboard.isVisible(), storage).toBe(true);
      expect(await dashboard.getAttribute("href")).toBe(paths.dashboard);
      expect(await header(page).getByRole("link", { name: navigationLabels.cta }).isVisible()).toBe(false);
      expect(await layoutShift(page)).toBe(0);
      await close();
    }
  });

  it("shows the contact button to everyone else", async () => {
    const { page, close } = await headerLinks(browser(), null);
    expect(await header(page).getByRole("link", { name: navigationLabels.cta }).isVisible()).toBe(true);
    expect(await header(page).getByRole("link", { name: navigationLabels.dashboard }).isVisible()).toBe(false);
    await close();
  });

  it("puts the Dashboard link in the mobile menu too", async () => {
    const { page, close } = await headerLinks(browser(), "localStorage", phone);
    await header(page).getByRole("button", { name: navigationLabels.openMenu }).click();
    const menu = page.getByRole("navigation", { name: navigationLabels.menu });
    expect(await menu.getByRole("link", { name: navigationLabels.dashboard }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: navigationLabels.cta }).isVisible()).toBe(false);
    await close();
  });

  it("learns it without supabase-js: a marketing page neither downloads the client nor calls the auth service", async () => {
    const { page, scripts, authCalls, close } = await headerLinks(browser(), "localStorage");
    await page.mouse.move(10, 10);
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("X-Supabase-Api-Version"))).toEqual([]);
    expect(authCalls).toEqual([]);
    await close();
  });
});

describe("accessibility of the account pages", () => {
  it.each([paths.login, paths.signup, paths.forgotPassword, paths.resetPassword, `${paths.setPassword}?email=kund%40example.com`])(
    "%s has no serious axe violations, on a phone",
    async (path) => {
      const { page, errors, close } = await openAccountPage(path, phone);
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("/login can be filled in and sent with the keyboard alone", async () => {
    const { page, close } = await openAccountPage(paths.login);
    await textbox(page, accountFieldLabels.email).focus();
    await page.keyboard.type("kund@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ett-lösenord");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await page.getByRole("checkbox", { name: accountFieldLabels.rememberMe }).isChecked()).toBe(true);
    const token = page.waitForRequest((request) => request.url().includes("/auth/v1/token"));
    await page.keyboard.press("Enter");
    expect((await token).postDataJSON()).toMatchObject({ email: "kund@example.com", password: "ett-lösenord" });
    await close();
  });
});
