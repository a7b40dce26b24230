import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cookieSettingsDialogCopy } from "../../app/content/cookie-consent.ts";
import { bannerText, cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { leadPopupCopyVariants, popupPrivacySectionId } from "../../app/content/lead-popup-copy.ts";
import { popupHeldPathAttribute, popupStateAttribute } from "../../app/features/popup/popup-state.ts";
import { consentEndpoint } from "../../contracts/consent.ts";
import { consentStorageKey } from "../../app/lib/storage-names.ts";
import { paths } from "../../app/lib/paths.ts";
import { listConsentDecisions } from "../../server/consent/decisions.ts";
import type { Database } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { runEntry } from "../../server/testing/run-command.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { type FakePixel, startFakePixel } from "../support/fake-pixel.ts";
import { openWatchedPage, waitForHydration, type WatchedPage } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor, storedChoiceScript } from "../support/visitor.ts";

const browser = chromiumForTests();
const { banner } = cookieSettingsCopy;

let pixel: FakePixel;
let cluster: PostgresCluster;
let databaseUrl: string;
let database: Database;
let site: SiteServer;

/*
 * The site with the optional public settings: the tracking pixel (META_PIXEL_ID) and the
 * lead popup's video (VIDEO_URL). They are applied when the server starts, like every
 * public value (docs/decisions/027-public-values-at-start.md), so the build the other
 * files use, made without either, is served with them: no build of its own
 * (tests/e2e/lead-popup.test.ts tests the popup without a video). The pixel's consent log
 * is read from a PostgreSQL database the test can open while the server runs.
 */
beforeAll(async () => {
  pixel = await startFakePixel();
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("consent_log");
  site = await serveBuild(inject("buildDir"), "settings", {
    DATABASE_URL: databaseUrl,
    META_PIXEL_ID: "123456789012345",
    META_PIXEL_SCRIPT_URL: pixel.scriptUrl,
    VIDEO_URL: "https://video.example.com/sa-fungerar-det",
  });
  database = await openDatabase({ databaseUrl });
}, 300_000);

afterAll(async () => {
  await database?.close();
  await site?.stop();
  cluster?.stop();
  await pixel?.close();
});

let lastAddress = 0;

/** A first visit from an ad click (the address carries fbclid, from which the pixel sets _fbc). */
async function visit(path = `/?fbclid=annonsklick`): Promise<WatchedPage> {
  const context = await browser().newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${++lastAddress}` } });
  await settleVisitor(context, { keepCookieBanner: true });
  return openWatchedPage(context, `${site.baseUrl}${path}`);
}

const bannerOf = (page: Page) => page.getByRole("region", { name: banner.title });
const settingsOf = (page: Page) => page.getByRole("dialog", { name: cookieSettingsDialogCopy.title });

async function pixelCookies(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("_fb")).sort();
}

async function decide(page: Page, act: () => Promise<void>) {
  await Promise.all([page.waitForResponse((response) => response.url().endsWith(consentEndpoint) && response.status() === 201), act()]);
}

const pixelRequestsOf = (visitor: WatchedPage) => visitor.requested.filter((url) => url.startsWith(pixel.origin));

describe("the tracking pixel", () => {
  it("sends nothing anywhere before consent to targeted cookies, nor after a refusal", async () => {
    const visitor = await visit();
    const { page, context } = visitor;
    await bannerOf(page).waitFor();
    // With the pixel configured the banner asks consent for what it is for, and only that.
    expect(await bannerOf(page).innerText()).toContain(bannerText(["targeted"]));
    await page.waitForLoadState("networkidle");
    const before = pixel.requests.length;
    expect(visitor.requested.filter((url) => !url.startsWith(site.baseUrl))).toEqual([]);

    await decide(page, () => bannerOf(page).getByRole("button", { name: banner.rejectAll }).click());
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(visitor.requested.filter((url) => !url.startsWith(site.baseUrl))).toEqual([]);
    expect(pixel.requests.length).toBe(before);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(await pixelCookies(context)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await context.close();
  });

  it("loads once targeted cookies are accepted, and again on the next page", async () => {
    const visitor = await visit();
    const { page, context } = visitor;
    const reportsBefore = pixel.events().length;
    await decide(page, () => bannerOf(page).getByRole("button", { name: banner.acceptAll }).click());
    await expect.poll(() => pixel.events().slice(reportsBefore)).toEqual(["PageView"]);
    await expect.poll(() => pixelCookies(context)).toEqual(["_fbc", "_fbp"]);

    await page.goto(`${site.baseUrl}${paths.about}`);
    await waitForHydration(page);
    await expect.poll(() => pixel.events().slice(reportsBefore)).toEqual(["PageView", "PageView"]);
    // The Content-Security-Policy lets the pixel's host through, and nothing else failed.
    expect(visitor.errors).toEqual([]);
    await context.close();
  });

  it("stops at once and loses its cookies when the visitor withdraws, and stays away after", async () => {
    const visitor = await visit();
    const { page, context } = visitor;
    await decide(page, () => bannerOf(page).getByRole("button", { name: banner.acceptAll }).click());
    await expect.poll(() => pixelCookies(context)).toEqual(["_fbc", "_fbp"]);

    await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsCopy.footerLink }).click();
    await settingsOf(page).getByRole("checkbox", { name: "Riktade cookies" }).uncheck();
    await decide(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.save }).click());
    await expect.poll(() => pixelCookies(context)).toEqual([]);

    // Whatever the page still asks of the pixel now goes nowhere.
    const reportsBefore = pixel.events().length;
    await page.evaluate(() => window.fbq?.("track", "Lead"));
    await page.waitForTimeout(300);
    expect(pixel.events().length).toBe(reportsBefore);

    visitor.requested.length = 0;
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(pixelRequestsOf(visitor)).toEqual([]);
    expect(await pixelCookies(context)).toEqual([]);
    await context.close();
  });
});

describe("the consent log", () => {
  it("receives each decision, and `npm run consent -- list` shows them", { timeout: 120_000 }, async () => {
    const { page, context } = await visit("/");
    await decide(page, () => bannerOf(page).getByRole("button", { name: banner.acceptAll }).click());
    await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsCopy.footerLink }).click();
    await decide(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.rejectAll }).click());
    const consentId = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { consentId?: string }).consentId, consentStorageKey);
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);

    const logged = await listConsentDecisions(database.db, { consentId });
    expect(logged.map(({ action, categories }) => ({ action, categories }))).toEqual([
      { action: "withdrawal", categories: ["necessary"] },
      { action: "first_choice", categories: ["necessary", "performance", "functional", "targeted"] },
    ]);

    const cli = await runEntry("server/consent/cli.ts", ["list", "--id", consentId!], { DATABASE_URL: databaseUrl });
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(new RegExp(`${consentId}  rev 1  återkallelse +necessary\\n.*${consentId}  rev 1  första val +necessary,performance,functional,targeted\\n$`));
    await context.close();
  });
});

describe("lead popup with VIDEO_URL set", () => {
  const copy = leadPopupCopyVariants.withVideo;

  it("waits for the cookie choice while the banner asks for one, and opens once it is made", async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${++lastAddress}` } });
    await context.addInitScript(() => {
      window.leadPopupTiming = { delayMs: 0 };
    });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${paths.home}`);
    await waitForHydration(page);
    await bannerOf(page).waitFor();
    await page.waitForFunction(
      ({ state, path }) => document.documentElement.getAttribute(state) === "held" && document.documentElement.getAttribute(path) === location.pathname,
      { state: popupStateAttribute, path: popupHeldPathAttribute },
    );
    expect(await page.getByRole("dialog", { name: copy.heading }).count()).toBe(0);
    await decide(page, () => bannerOf(page).getByRole("button", { name: banner.rejectAll }).click());
    await page.getByRole("dialog", { name: copy.heading }).waitFor();
    await context.close();
  });

  it("offers the short video, links the privacy policy's popup section, and thanks with SPEC's words", async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${++lastAddress}` } });
    await context.addInitScript(() => {
      window.leadPopupTiming = { delayMs: 0 };
    });
    await context.addInitScript(storedChoiceScript());
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${paths.home}`);
    await waitForHydration(page);

    const popup = page.getByRole("dialog", { name: copy.heading });
    await popup.waitFor();
    expect(await popup.innerText()).toContain(copy.lead);
    const links = await popup.locator("label a").evaluateAll((items) => items.map((item) => item.getAttribute("href")));
    expect(links).toEqual([`${paths.privacyPolicy}#${popupPrivacySectionId}`]);

    await popup.getByRole("textbox", { name: copy.emailLabel }).fill("karin@example.com");
    await popup.getByRole("checkbox").check();
    await popup.getByRole("button", { name: copy.submit }).click();
    await popup.getByText(copy.success.text).waitFor();

    // The privacy policy this server serves says the popup mails a video.
    await page.goto(`${site.baseUrl}${paths.privacyPolicy}`);
    const section = page.locator(`section[aria-labelledby="${popupPrivacySectionId}"]`);
    expect(await section.innerText()).toMatch(/video/);
    await context.close();
  });
});
