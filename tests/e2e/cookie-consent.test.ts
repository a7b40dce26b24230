import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allStorageEntries, consentCategoryCopy, cookieSettingsDialogCopy } from "../../app/content/cookie-consent.ts";
import { bannerText, cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { consentEndpoint } from "../../contracts/consent.ts";
import { consentRevision, type StoredChoice } from "../../app/features/consent/stored-choice.ts";
import { consentLifetimeDays, consentStorageKey } from "../../app/lib/storage-names.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { type FakePixel, startFakePixel } from "../support/fake-pixel.ts";
import { desktop, openWatchedPage, phone, waitForHydration, type WatchedPage } from "../support/pages.ts";
import { serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor, storedChoiceScript } from "../support/visitor.ts";

/*
 * The cookie banner (SPEC §2 legal pages, issue 42). The site as the other files serve it
 * uses no optional cookie (no META_PIXEL_ID): it shows no banner, and the footer's cookie
 * settings and the cookie policy say what is stored. The same build served with the
 * tracking pixel (public values apply at start, as in tests/e2e/build-settings.test.ts)
 * asks for its targeted cookies, and only them; the banner's choices are tested there.
 */
const defaultBaseUrl = inject("baseUrl");
const browser = chromiumForTests();
const { banner } = cookieSettingsCopy;
const day = 24 * 60 * 60 * 1000;

let pixel: FakePixel;
let withPixel: SiteServer;

beforeAll(async () => {
  pixel = await startFakePixel();
  withPixel = await serveBuild(inject("buildDir"), "consent-pixel", { META_PIXEL_ID: "123456789012345", META_PIXEL_SCRIPT_URL: pixel.scriptUrl });
}, 300_000);

afterAll(async () => {
  await withPixel?.stop();
  await pixel?.close();
});

let lastAddress = 0;
/** An address from a range set aside for documentation (RFC 5737), new for each visitor. */
const newClientAddress = () => `198.51.100.${++lastAddress}`;

/** A visitor who has never answered the banner, unless `initScript` stores a choice first; on the pixel's build unless told. */
async function visit(
  path = "/",
  { viewport = desktop, initScript, baseUrl = withPixel.baseUrl }: { viewport?: typeof desktop; initScript?: string; baseUrl?: string } = {},
): Promise<WatchedPage> {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() } });
  // The lead popup waits for the cookie choice and would then cover the page.
  await settleVisitor(context, { keepCookieBanner: true });
  if (initScript) await context.addInitScript(initScript);
  return openWatchedPage(context, `${baseUrl}${path}`);
}

const bannerOf = (page: Page) => page.getByRole("region", { name: banner.title });
const settingsOf = (page: Page) => page.getByRole("dialog", { name: cookieSettingsDialogCopy.title });
const categoryToggle = (page: Page, id: string) =>
  settingsOf(page).getByRole("checkbox", { name: consentCategoryCopy.find((category) => category.id === id)!.title });

async function storedChoice(page: Page): Promise<StoredChoice | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as StoredChoice | null, consentStorageKey);
}

const isConsentPost = (response: Response) => response.url().endsWith(consentEndpoint) && response.request().method() === "POST";

/** Does what `act` does and returns the decision it sent to the consent log, once the log has stored it. */
async function loggedDecision(page: Page, act: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse(isConsentPost), act()]);
  expect(response.status()).toBe(201);
  return response.request().postDataJSON() as { consentId: string; revision: number; categories: string[]; action: string };
}

async function expectNoBannerAfterReload(visitor: WatchedPage) {
  visitor.requested.length = 0;
  await visitor.page.reload();
  await waitForHydration(visitor.page);
  await visitor.page.waitForLoadState("networkidle");
  expect(await bannerOf(visitor.page).count()).toBe(0);
  // A returning visitor with a valid choice loads nothing of the banner or its settings.
  expect(visitor.requested.filter((url) => /cookie-banner|settings-dialog|cookie-consent/.test(url))).toEqual([]);
}

describe("with no optional cookie in use (no META_PIXEL_ID)", () => {
  it("shows no consent banner, loads nothing of it and stores no choice", async () => {
    const visitor = await visit("/", { baseUrl: defaultBaseUrl });
    const { context, page, errors } = visitor;
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // The banner would appear once the browser is idle after hydration: give it that moment.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    expect(await bannerOf(page).count()).toBe(0);
    expect(visitor.requested.filter((url) => /cookie-banner|settings-dialog|cookie-consent/.test(url))).toEqual([]);
    expect(await storedChoice(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still opens the cookie settings from the footer, with what the site stores", async () => {
    const { context, page } = await visit("/", { baseUrl: defaultBaseUrl });
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsCopy.footerLink }).click();
    await settingsOf(page).waitFor();
    expect(await categoryToggle(page, "necessary").isChecked()).toBe(true);
    for (const entry of allStorageEntries) expect(await settingsOf(page).getByText(entry.name, { exact: true }).count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await settingsOf(page).waitFor({ state: "hidden" });
    expect(await bannerOf(page).count()).toBe(0);
    await context.close();
  });

  it("explains in the cookie policy what is stored, with no banner on the page", async () => {
    const { context, page } = await visit(paths.cookiePolicy, { baseUrl: defaultBaseUrl });
    await waitForHydration(page);
    const main = page.getByRole("main");
    for (const entry of allStorageEntries) await main.getByText(entry.name, { exact: true }).first().waitFor();
    expect(await main.innerText()).toMatch(/frågar vi inte om samtycke/);
    expect(await bannerOf(page).count()).toBe(0);
    await context.close();
  });
});

describe("the cookie banner's first layer, with the tracking pixel configured", () => {
  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("asks for targeted cookies only, with accepting and refusing as equal buttons on a %s, announced in a live region", async (_, viewport) => {
    const { context, page, errors } = await visit("/", { viewport });
    await bannerOf(page).waitFor();
    const accept = bannerOf(page).getByRole("button", { name: banner.acceptAll, exact: true });
    const reject = bannerOf(page).getByRole("button", { name: banner.rejectAll, exact: true });
    await expect(bannerOf(page).getByRole("button", { name: banner.settings }).isVisible()).resolves.toBe(true);
    // With META_PIXEL_ID the site uses the pixel's targeted cookies, and the banner asks consent for them only.
    expect(await bannerOf(page).innerText()).toContain(bannerText(["targeted"]));
    expect(await bannerOf(page).innerText()).not.toMatch(/statistik|inställningar\./);
    const looks = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height), font: `${style.fontWeight} ${style.fontSize}`, colors: `${style.color} on ${style.backgroundColor}` };
      });
    expect(await looks(accept)).toEqual(await looks(reject));
    expect(await bannerOf(page).evaluate((element) => element.closest("[aria-live]")?.getAttribute("aria-live"))).toBe("polite");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("comes first in Tab order, before the page's own links, with a visible focus", async () => {
    const { context, page } = await visit("/");
    await bannerOf(page).waitFor();
    const focusedSoFar: { inBanner: boolean; name: string }[] = [];
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      focusedSoFar.push(
        await page.evaluate(() => ({
          inBanner: document.activeElement?.closest("section[aria-labelledby='cookie-banner-title']") !== null,
          name: document.activeElement?.textContent?.trim() ?? "",
        })),
      );
    }
    expect(focusedSoFar).toEqual([
      { inBanner: true, name: banner.policyLink },
      { inBanner: true, name: banner.acceptAll },
      { inBanner: true, name: banner.rejectAll },
      { inBanner: true, name: banner.settings },
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe("solid");
    await context.close();
  });

  it("shows nothing of itself in the prerendered page", async () => {
    const html = await (await fetch(`${withPixel.baseUrl}/`)).text();
    expect(html).not.toContain(banner.acceptAll);
  });
});

describe("a visitor's choice", () => {
  it("accept all: stored for six months with every category, logged, kept after a reload", async () => {
    const visitor = await visit("/");
    const before = Date.now();
    const decision = await loggedDecision(visitor.page, () => bannerOf(visitor.page).getByRole("button", { name: banner.acceptAll }).click());
    await bannerOf(visitor.page).waitFor({ state: "detached" });
    const choice = await storedChoice(visitor.page);
    expect(choice).toMatchObject({ categories: ["necessary", "performance", "functional", "targeted"], revision: consentRevision });
    expect(choice!.expirationTime - before).toBeGreaterThanOrEqual(consentLifetimeDays * day - 60_000);
    expect(choice!.expirationTime - before).toBeLessThanOrEqual(consentLifetimeDays * day + 60_000);
    expect(decision).toEqual({ consentId: choice!.consentId, revision: consentRevision, categories: choice!.categories, action: "first_choice" });
    await expectNoBannerAfterReload(visitor);
    await visitor.context.close();
  });

  it("reject all: only necessary storage, logged, kept after a reload", async () => {
    const visitor = await visit(paths.about, { viewport: phone });
    const decision = await loggedDecision(visitor.page, () => bannerOf(visitor.page).getByRole("button", { name: banner.rejectAll }).click());
    expect(decision).toMatchObject({ categories: ["necessary"], action: "first_choice" });
    expect((await storedChoice(visitor.page))?.categories).toEqual(["necessary"]);
    await expectNoBannerAfterReload(visitor);
    await visitor.context.close();
  });

  it("a custom choice in the settings: stored, logged, confirmed, kept after a reload", async () => {
    const visitor = await visit("/");
    const { page } = visitor;
    await bannerOf(page).getByRole("button", { name: banner.settings }).click();
    await settingsOf(page).waitFor();
    // Necessary storage is always on; nothing optional is on before the visitor says so.
    expect(await categoryToggle(page, "necessary").isChecked()).toBe(true);
    expect(await categoryToggle(page, "necessary").isDisabled()).toBe(true);
    for (const id of ["performance", "functional", "targeted"]) expect(await categoryToggle(page, id).isChecked()).toBe(false);
    await categoryToggle(page, "functional").check();
    const decision = await loggedDecision(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.save }).click());
    expect(decision).toMatchObject({ categories: ["necessary", "functional"], action: "first_choice" });
    await page.getByText(cookieSettingsDialogCopy.saved).waitFor();
    await bannerOf(page).waitFor({ state: "detached" });
    expect((await storedChoice(page))?.categories).toEqual(["necessary", "functional"]);
    await expectNoBannerAfterReload(visitor);
    await visitor.context.close();
  });

  it("can be changed from the footer and from the cookie policy, each change logged under the same id", async () => {
    const { context, page } = await visit("/");
    const first = await loggedDecision(page, () => bannerOf(page).getByRole("button", { name: banner.acceptAll }).click());

    await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsCopy.footerLink }).click();
    await settingsOf(page).waitFor();
    expect(await categoryToggle(page, "targeted").isChecked()).toBe(true);
    await categoryToggle(page, "targeted").uncheck();
    const withdrawal = await loggedDecision(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.save }).click());
    expect(withdrawal).toEqual({ consentId: first.consentId, revision: consentRevision, categories: ["necessary", "performance", "functional"], action: "withdrawal" });
    await settingsOf(page).waitFor({ state: "hidden" });

    await page.goto(`${withPixel.baseUrl}${paths.cookiePolicy}`);
    await waitForHydration(page);
    expect(await bannerOf(page).count()).toBe(0);
    await page.getByRole("main").getByRole("button", { name: cookieSettingsCopy.button }).click();
    await settingsOf(page).waitFor();
    expect(await categoryToggle(page, "targeted").isChecked()).toBe(false);
    const change = await loggedDecision(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.acceptAll }).click());
    expect(change).toMatchObject({ consentId: first.consentId, categories: ["necessary", "performance", "functional", "targeted"], action: "change" });

    await page.getByRole("main").getByRole("button", { name: cookieSettingsCopy.button }).click();
    await settingsOf(page).waitFor();
    const rejection = await loggedDecision(page, () => settingsOf(page).getByRole("button", { name: cookieSettingsDialogCopy.rejectAll }).click());
    expect(rejection).toMatchObject({ consentId: first.consentId, categories: ["necessary"], action: "withdrawal" });
    expect((await storedChoice(page))?.categories).toEqual(["necessary"]);
    await context.close();
  });

  it("is asked for again after a new revision, keeping the visitor's consent id", async () => {
    const consentId = "6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e";
    const { context, page } = await visit("/", {
      initScript: storedChoiceScript({ revision: consentRevision - 1, consentId, categories: ["necessary", "targeted"] }),
    });
    await bannerOf(page).waitFor();
    const decision = await loggedDecision(page, () => bannerOf(page).getByRole("button", { name: banner.rejectAll }).click());
    expect(decision).toEqual({ consentId, revision: consentRevision, categories: ["necessary"], action: "first_choice" });
    await context.close();
  });

  it("is asked for again once six months have passed", async () => {
    const made = Date.now() - (consentLifetimeDays + 1) * day;
    const { context, page } = await visit("/", {
      initScript: storedChoiceScript({ consentTimestamp: new Date(made).toISOString(), lastConsentTimestamp: new Date(made).toISOString(), expirationTime: made + consentLifetimeDays * day }),
    });
    await bannerOf(page).waitFor();
    await context.close();

    const valid = await visit("/", { initScript: storedChoiceScript({ expirationTime: Date.now() + day }) });
    await valid.page.waitForLoadState("networkidle");
    expect(await bannerOf(valid.page).count()).toBe(0);
    await valid.context.close();
  });
});

describe("what the site stores, as the visitor is told", () => {
  it("the cookie policy and the settings list every entry of the one configuration", async () => {
    const { context, page } = await visit(paths.cookiePolicy, { initScript: storedChoiceScript(), baseUrl: defaultBaseUrl });
    const main = page.getByRole("main");
    for (const entry of allStorageEntries) await main.getByText(entry.name, { exact: true }).first().waitFor();
    await main.getByRole("button", { name: cookieSettingsCopy.button }).click();
    await settingsOf(page).waitFor();
    for (const entry of allStorageEntries) {
      expect(await settingsOf(page).getByText(entry.name, { exact: true }).count()).toBeGreaterThan(0);
    }
    await context.close();
  });
});

describe("accessibility", () => {
  it("has no serious axe violations with the banner open, or with the settings open, on a phone", async () => {
    const { context, page } = await visit("/", { viewport: phone });
    await bannerOf(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await bannerOf(page).getByRole("button", { name: banner.settings }).click();
    await settingsOf(page).waitFor();
    // The settings fade in: contrast is measured once the transition is done, not halfway (flaky on a busy machine).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished)),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Esc closes the settings without deciding; the banner is still there to answer.
    await page.keyboard.press("Escape");
    await settingsOf(page).waitFor({ state: "hidden" });
    expect(await bannerOf(page).isVisible()).toBe(true);
    await context.close();
  });
});
