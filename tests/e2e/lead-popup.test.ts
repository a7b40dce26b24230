import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chatButton } from "../../app/content/chat-widget.ts";
import { demoPage } from "../../app/content/demo-page.ts";
import { quoteFormCopy } from "../../app/content/quote-form-copy.ts";
import { cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { ebookPage } from "../../app/content/ebook-page.ts";
import { leadPopupCopy, popupPrivacySectionId } from "../../app/content/lead-popup-copy.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { thanksPage } from "../../app/content/thanks-page.ts";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import { consentRevision, type StoredChoice } from "../../app/features/consent/stored-choice.ts";
import { consentStorageKey } from "../../app/lib/storage-names.ts";
import { paths } from "../../app/lib/paths.ts";
import { popupFreePaths } from "../../app/features/popup/popup-rules.ts";
import { leadLeftKey, popupShownKey } from "../../app/lib/session-flag.ts";
import { type PopupAwayState, popupHeldPathAttribute, popupStateAttribute } from "../../app/features/popup/popup-state.ts";
import type { PopupTiming } from "../../app/features/popup/popup-timing.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { checkEveryMs, desktop, phone, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The lead popup (SPEC §4, §5, §7 call 2, §8, §9; issue #9 items 6-9) in the production
 * build against the real lead API. Its 6 s and 300 px are shortened per test through
 * `window.leadPopupTiming` (app/features/popup/popup-timing.ts). Each test comes from an
 * address of its own (the server trusts one proxy), so rate limits are not shared.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

let lastAddress = 0;
/** An address from a range set aside for documentation (RFC 5737), new for each call. */
const newClientAddress = () => `198.51.100.${++lastAddress}`;

/** How late after its delay a popup may open: its code is local, so this is a wide margin. */
const settleMs = 1500;

interface VisitOptions {
  timing?: Partial<PopupTiming>;
  /** The visitor answered the cookie banner on an earlier visit. */
  cookieChoice?: boolean;
  viewport?: typeof desktop;
  address?: string;
  /** Another browser than the file's own. */
  inBrowser?: Browser;
}

/** A choice as the consent manager stores it (app/features/consent/stored-choice.ts): only necessary cookies. */
function storedChoice(): StoredChoice {
  const now = new Date();
  return {
    categories: ["necessary"],
    revision: consentRevision,
    consentId: crypto.randomUUID(),
    consentTimestamp: now.toISOString(),
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 24 * 60 * 60 * 1000,
  };
}

async function newVisitor({
  timing = { delayMs: 0 },
  cookieChoice = true,
  viewport = desktop,
  address = newClientAddress(),
  inBrowser = browser(),
}: VisitOptions = {}) {
  const context = await inBrowser.newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": address } });
  await context.addInitScript((value) => {
    window.leadPopupTiming = value;
  }, timing);
  if (cookieChoice) {
    await context.addInitScript(
      ({ key, value }) => window.localStorage.setItem(key, value),
      { key: consentStorageKey, value: JSON.stringify(storedChoice()) },
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors, address, close: () => context.close() };
}

async function open(page: Page, path: string = paths.home) {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
}

const popup = (page: Page) => page.getByRole("dialog", { name: leadPopupCopy.heading });
const emailField = (page: Page) => popup(page).getByRole("textbox", { name: leadPopupCopy.emailLabel });
const consentBox = (page: Page) => popup(page).getByRole("checkbox");
const submitButton = (page: Page) => popup(page).getByRole("button", { name: leadPopupCopy.submit });
const closeButton = (page: Page) => popup(page).getByRole("button", { name: leadPopupCopy.close });
const status = (page: Page) => popup(page).getByRole("status");
const homeLink = (page: Page) => page.locator(`header a[href="${paths.home}"]`).first();

/**
 * Waits for the popup's own decision on this page (app/features/popup/popup-state.ts)
 * rather than for a while, and checks that no dialog is there. `expected` names the
 * decisions the test allows: not yet due (`pending`), held back on this very page
 * (`held`), or off for the session (`off`). Two frames first, so that a scroll the test
 * just made has been handled.
 */
async function expectNoPopup(page: Page, expected: readonly PopupAwayState[]) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The page the browser shows when the decision is read: /dashboard, signed out, moves on
  // to /login on its own, and the popup is then held there.
  await page.waitForFunction(
    ({ expected, stateAttribute, pathAttribute }) => {
      const root = document.documentElement;
      const state = root.getAttribute(stateAttribute);
      if (state === "held") return expected.includes("held") && root.getAttribute(pathAttribute) === location.pathname;
      return state !== null && (expected as readonly string[]).includes(state);
    },
    { expected, stateAttribute: popupStateAttribute, pathAttribute: popupHeldPathAttribute },
    { polling: checkEveryMs },
  );
  expect(await page.locator("dialog").count()).toBe(0);
}

/** The description a control's aria-describedby points at, or "" when it has none. */
async function messageOf(page: Page, control: ReturnType<typeof emailField>) {
  const ids = (await control.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ").trim();
}

/** What has focus, described the way a test can compare it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? "", name: active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "", inDialog: Boolean(active?.closest("dialog")) };
  });

async function fillIn(page: Page, email = "karin@example.com") {
  await emailField(page).fill(email);
  await consentBox(page).check();
}

describe("lead popup: when it opens", () => {
  it("opens once the delay since the page's load has passed, not before", async () => {
    const { page, errors, close } = await newVisitor({ timing: { delayMs: 2500, scrollThresholdPx: 100_000 } });
    await open(page);
    const openedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const look = () => (document.querySelector("dialog[open]") ? resolve(performance.now()) : requestAnimationFrame(look));
          look();
        }),
    );
    expect(openedAt).toBeGreaterThanOrEqual(2500);
    expect(openedAt).toBeLessThan(2500 + settleMs);
    expect(await popup(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens once the page is scrolled past the threshold, before the delay", async () => {
    const { page, close } = await newVisitor({ timing: { delayMs: 600_000 } });
    await open(page);
    // SPEC §9's 300 px, unshortened: 300 is not past it.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expectNoPopup(page, ["pending"]);
    await page.evaluate(() => window.scrollTo(0, 301));
    await popup(page).waitFor();
    await close();
  });

  it("opens without a cookie choice when the site asks for none (no optional cookie configured)", async () => {
    const { page, close } = await newVisitor({ cookieChoice: false });
    await open(page);
    await popup(page).waitFor();
    expect(await page.getByRole("button", { name: cookieSettingsCopy.banner.rejectAll, exact: true }).count()).toBe(0);
    await close();
  });

  it("opens at most once a session: not after a reload, nor on the next page", async () => {
    const { page, close } = await newVisitor();
    await open(page);
    await closeButton(page).click();
    expect(await page.locator("dialog").count()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), popupShownKey)).toBe("1");
    await page.reload();
    await waitForHydration(page);
    await expectNoPopup(page, ["off"]);
    await page.locator(`footer a[href="${paths.about}"]`).first().click();
    await page.waitForURL(`${baseUrl}${paths.about}`);
    await expectNoPopup(page, ["off"]);
    await close();
  });

  it.each(popupFreePaths)("stays away on %s, and opens once the visitor moves on to another page", async (path) => {
    const { page, close } = await newVisitor();
    await open(page, path);
    await expectNoPopup(page, ["held"]);
    // In-app navigation by the logo: the due popup opens on the first page it may.
    await homeLink(page).click();
    await popup(page).waitFor();
    await close();
  });

  it("stays away once the visitor has left a lead with another form this session", async () => {
    const { page, close } = await newVisitor();
    await open(page, paths.ebook);
    const { labels } = ebookPage.form;
    const form = page.locator(`form[action="${leadEndpoints.ebook}"]`);
    await form.getByRole("textbox", { name: labels.firstName, exact: true }).fill("Karin");
    await form.getByRole("textbox", { name: labels.lastName, exact: true }).fill("Berg");
    await form.getByRole("textbox", { name: labels.email, exact: true }).fill("karin@example.com");
    const answer = page.waitForResponse((response) => response.url().endsWith(leadEndpoints.ebook));
    await form.getByRole("button", { name: ebookPage.form.submit }).click();
    expect((await answer).status()).toBe(201);
    // The next page loads anew: its popup sees the lead and turns itself off.
    await homeLink(page).click();
    await page.waitForURL(`${baseUrl}${paths.home}`);
    await expectNoPopup(page, ["off"]);
    await close();
  });

  it("stays away once a form sent without JavaScript has landed the visitor on /tack", async () => {
    const { page, close } = await newVisitor();
    await open(page, `${paths.thanks}?typ=contact`);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), leadLeftKey)).toBe("1");
    await expectNoPopup(page, ["off", "held"]);
    await page.getByRole("link", { name: thanksPage.onward.home }).click();
    await page.waitForURL(`${baseUrl}${paths.home}`);
    await expectNoPopup(page, ["off", "held"]);
    await close();
  });

  it("stays away while the chat is open and opens once it is closed", async () => {
    const { page, close } = await newVisitor({ timing: { delayMs: 600_000, scrollThresholdPx: 100 } });
    await open(page);
    await page.getByRole("button", { name: chatButton.open }).click();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expectNoPopup(page, ["held"]);
    await page.getByRole("button", { name: chatButton.close }).first().click();
    await popup(page).waitFor();
    await close();
  });

  it("never opens for a visitor the other browser tests settle (tests/support/visitor.ts)", async () => {
    const { context, page, close } = await newVisitor();
    await settleVisitor(context);
    await open(page);
    await expectNoPopup(page, ["off"]);
    await close();
  });
});

/** A page's lead form and its required fields, as a visitor fills them in. */
interface FormUnderTest {
  path: string;
  endpoint: string;
  submit: string;
  /** The field the visitor types the company's name into, and the rest of the required ones. */
  company: { label: string; key: string };
  others: readonly { label: string; key: string; value: string }[];
}

const quoteForm: FormUnderTest = {
  path: paths.packages,
  endpoint: leadEndpoints.quote,
  submit: quoteFormCopy.submit,
  company: { label: quoteFormCopy.labels.companyName, key: "companyName" },
  others: [
    { label: quoteFormCopy.labels.contactPerson, key: "contactPerson", value: "Åsa Karlsson" },
    { label: quoteFormCopy.labels.email, key: "email", value: "asa@karlssons.example" },
  ],
};

const demoForm: FormUnderTest = {
  path: paths.demo,
  endpoint: leadEndpoints.demo,
  submit: demoPage.request.submit,
  company: { label: demoPage.request.labels.company, key: "company" },
  others: [
    { label: demoPage.request.labels.name, key: "name", value: "Åsa Karlsson" },
    { label: demoPage.request.labels.email, key: "email", value: "asa@karlssons.example" },
  ],
};

/** Human speed: 80 ms between keys. */
const keyDelayMs = 80;
const companyName = "Karlssons Rörmokeri AB";

/**
 * Types the company's name at human speed and makes the popup fall due halfway through,
 * by the trigger named; then types the other required fields, sends the form and returns
 * what was posted. Every character typed must arrive.
 */
async function typeWhilePopupFallsDue(page: Page, form: FormUnderTest, trigger: "timer" | "scroll") {
  const formElement = page.locator(`form[action="${form.endpoint}"]`);
  const field = (label: string) => formElement.getByRole("textbox", { name: label, exact: true });
  await field(form.company.label).click();
  const half = Math.ceil(companyName.length / 2);
  await field(form.company.label).pressSequentially(companyName.slice(0, half), { delay: keyDelayMs });
  if (trigger === "timer") await page.clock.fastForward(60_000);
  else await page.mouse.wheel(0, 120);
  await expectNoPopup(page, ["held"]);
  await field(form.company.label).pressSequentially(companyName.slice(half), { delay: keyDelayMs });
  for (const other of form.others) {
    await field(other.label).click();
    await field(other.label).pressSequentially(other.value, { delay: keyDelayMs });
  }
  const request = page.waitForRequest((sent) => sent.url().endsWith(form.endpoint) && sent.method() === "POST");
  const answer = page.waitForResponse((response) => response.url().endsWith(form.endpoint));
  await formElement.getByRole("button", { name: form.submit }).click();
  const posted = (await request).postDataJSON() as Record<string, unknown>;
  expect((await answer).status()).toBe(201);
  return posted;
}

describe("lead popup: never interrupts a form (issue #35)", () => {
  it.each([
    ["the quote form on /tjanster-paket", quoteForm, desktop],
    ["the demo request on /demo", demoForm, desktop],
    ["the quote form on /tjanster-paket on a phone", quoteForm, phone],
    ["the demo request on /demo on a phone", demoForm, phone],
  ] as const)("lets every key typed at human speed into %s arrive while the popup's timer fires", async (_, form, viewport) => {
    // The timer is the page's clock, moved on by the test halfway through the typing.
    const { context, page, close } = await newVisitor({ viewport, timing: { delayMs: 60_000, scrollThresholdPx: 1_000_000 } });
    await context.clock.install();
    await open(page, form.path);
    const posted = await typeWhilePopupFallsDue(page, form, "timer");
    expect(posted[form.company.key]).toBe(companyName);
    for (const other of form.others) expect(posted[other.key]).toBe(other.value);
    expect(await page.locator("dialog").count()).toBe(0);
    await close();
  });

  it.each([
    ["the quote form on /tjanster-paket", quoteForm],
    ["the demo request on /demo", demoForm],
  ] as const)("lets every key typed at human speed into %s arrive while the page scrolls past the popup's threshold", async (_, form) => {
    const { context, page, close } = await newVisitor({ timing: { delayMs: 600_000, scrollThresholdPx: 1_000_000 } });
    await open(page, form.path);
    // Where the visitor stands with the field in view; the threshold lies a little further down.
    const field = page.locator(`form[action="${form.endpoint}"]`).getByRole("textbox", { name: form.company.label, exact: true });
    const standAt = await field.evaluate((element) => Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3)));
    await context.addInitScript((threshold) => {
      window.leadPopupTiming = { delayMs: 600_000, scrollThresholdPx: threshold };
    }, standAt + 60);
    await page.reload();
    await waitForHydration(page);
    await page.evaluate((y) => window.scrollTo(0, y), standAt);
    await expectNoPopup(page, ["pending"]);
    const posted = await typeWhilePopupFallsDue(page, form, "scroll");
    expect(posted[form.company.key]).toBe(companyName);
    await close();
  });

  it("stays held on a page whose form the visitor started, also once the form is out of sight", async () => {
    const { page, close } = await newVisitor({ timing: { delayMs: 600_000, scrollThresholdPx: 100 } });
    await open(page, quoteForm.path);
    const field = page.locator(`form[action="${quoteForm.endpoint}"]`).getByRole("textbox", { name: quoteForm.company.label, exact: true });
    await field.click();
    await field.pressSequentially("Karl", { delay: keyDelayMs });
    await expectNoPopup(page, ["held"]);
    await field.blur();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expectNoPopup(page, ["held"]);
    await close();
  });

  it("waits while a field has focus and opens once the visitor leaves it untouched", async () => {
    const { context, page, close } = await newVisitor({ timing: { delayMs: 60_000, scrollThresholdPx: 1_000_000 } });
    await context.clock.install();
    await open(page);
    // The landing page's savings calculator: a form that sends nothing, far from any that does.
    const calculatorField = page.locator("main input[type=number]").first();
    await calculatorField.focus();
    await page.clock.fastForward(60_000);
    await expectNoPopup(page, ["held"]);
    await calculatorField.blur();
    await popup(page).waitFor();
    await close();
  });
});

describe("lead popup: the dialog", () => {
  it("is a labelled modal dialog with focus on its close button, closed by Esc, returning focus, with no serious axe violations", async () => {
    const { page, errors, close } = await newVisitor({ timing: { delayMs: 600_000 } });
    await open(page);
    const cta = page.getByRole("banner").getByRole("link", { name: navigationLabels.cta }).first();
    await cta.focus();
    await page.evaluate(() => window.scrollTo(0, 400));
    await popup(page).waitFor();

    expect(await popup(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    expect(await popup(page).getByRole("heading", { level: 2 }).innerText()).toBe(leadPopupCopy.heading);
    expect(await popup(page).innerText()).toContain(leadPopupCopy.lead);
    // The build has no VIDEO_URL: the popup offers a demo and promises no video.
    expect(leadPopupCopy.videoOffered).toBe(false);
    expect(await popup(page).innerText()).not.toMatch(/video/i);
    // The box asks only to keep the address, and links the privacy policy's section on the popup.
    const consentLinks = await popup(page).locator("label a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(consentLinks).toEqual([`${paths.privacyPolicy}#${popupPrivacySectionId}`]);
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", name: leadPopupCopy.close, inDialog: true });
    // Nothing to tell yet: the status region is there for screen readers, empty and unseen.
    expect(await status(page).evaluate((region) => region.childElementCount)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await popup(page).waitFor({ state: "detached" });
    expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { page, close } = await newVisitor();
    await open(page);
    await popup(page).waitFor();
    // Close, email, consent, the link in the consent's label, submit: then round again.
    const stops: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now.inDialog, `Tab ${step + 1}`).toBe(true);
      stops.push(now.tag);
    }
    expect(stops).toEqual(["INPUT", "INPUT", "A", "BUTTON", "BUTTON", "INPUT"]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", name: leadPopupCopy.submit, inDialog: true });
    await close();
  });

  it("closes with its visible close button", async () => {
    const { page, close } = await newVisitor({ viewport: phone });
    await open(page);
    await popup(page).waitFor();
    expect(await closeButton(page).isVisible()).toBe(true);
    await closeButton(page).click();
    await popup(page).waitFor({ state: "detached" });
    await close();
  });

  it.each([
    ["an overlay scrollbar", false],
    ["a classic scrollbar that takes space", true],
  ])("moves nothing behind it and keeps the page from scrolling while open, with %s", async (_, classicScrollbar) => {
    // Headless Chromium hides its scrollbars unless told otherwise; shown, they take space as on a desktop.
    const withScrollbars = classicScrollbar
      ? await launchChromium({ ignoreDefaultArgs: ["--hide-scrollbars"] })
      : undefined;
    const { page, close } = await newVisitor({ timing: { delayMs: 3000, scrollThresholdPx: 100_000 }, inBrowser: withScrollbars });
    await open(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    // What the popup moves, from here on: the page's own load is measured elsewhere (Lighthouse's CLS).
    const since = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance.now();
    });
    const layout = () =>
      page.evaluate(() => ({
        scrollY: window.scrollY,
        bodyWidth: document.body.getBoundingClientRect().width,
        h1: document.querySelector("h1")?.getBoundingClientRect().toJSON() as unknown,
      }));
    const scrollbarWidth = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbarWidth > 0).toBe(classicScrollbar);
    const before = await layout();
    expect(await page.locator("dialog").count()).toBe(0);

    await popup(page).waitFor();
    expect(await layout()).toEqual(before);
    await page.mouse.move(desktop.width / 2, 40);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await layout()).toEqual(before);

    await page.keyboard.press("Escape");
    await popup(page).waitFor({ state: "detached" });
    expect(await layout()).toEqual(before);
    const layoutShift = await page.evaluate(
      (from) =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
      since,
    );
    expect(layoutShift).toBe(0);
    await close();
    await withScrollbars?.close();
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("never becomes the largest paint when it opens untouched on a %s", async (_, viewport) => {
    const { page, close } = await newVisitor({ timing: { delayMs: 300 }, viewport });
    await open(page);
    await popup(page).waitFor();
    await page.waitForTimeout(300);
    const largestInDialog = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
            resolve(Boolean(last?.element?.closest("dialog")));
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largestInDialog).toBe(false);
    await close();
  });

  it("is a full-width sheet at the bottom of a small phone, without serious axe violations", async () => {
    const { page, close } = await newVisitor({ viewport: phone });
    await open(page);
    await popup(page).waitFor();
    const box = await popup(page).boundingBox();
    // The page's width, which a classic scrollbar would narrow; phones have overlay scrollbars.
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(pageWidth).toBeGreaterThan(phone.width - 20);
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(pageWidth);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(phone.height);
    expect(await popup(page).evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("is a centred card on a desktop", async () => {
    const { page, close } = await newVisitor();
    await open(page);
    await popup(page).waitFor();
    const box = await popup(page).boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box?.width).toBeLessThanOrEqual(480);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - pageWidth / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - desktop.height / 2)).toBeLessThanOrEqual(1);
    await close();
  });
});

describe("lead popup: the form", () => {
  it("names what is missing (SPEC §5), focuses the email field and sends nothing", async () => {
    const { page, close } = await newVisitor();
    await open(page);
    await popup(page).waitFor();
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(leadEndpoints.popup)) posts += 1;
    });
    await submitButton(page).click();
    await expect.poll(() => messageOf(page, emailField(page))).toBe("Vänligen ange din e-postadress");
    expect(await messageOf(page, consentBox(page))).toBe("Du måste godkänna villkoren för att fortsätta");
    expect(await emailField(page).getAttribute("aria-invalid")).toBe("true");
    expect(await emailField(page).evaluate((element) => element === document.activeElement)).toBe(true);

    await emailField(page).fill("karin@example.com");
    await submitButton(page).click();
    await expect.poll(() => messageOf(page, emailField(page))).toBe("");
    expect(await messageOf(page, consentBox(page))).toBe("Du måste godkänna villkoren för att fortsätta");
    expect(await consentBox(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("says 'Skickar...', stores the lead and thanks the visitor (SPEC §4, §8)", async () => {
    const { page, address, close } = await newVisitor();
    await open(page);
    await popup(page).waitFor();
    // Held back briefly, so the progress label can be seen; the real server answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${leadEndpoints.popup}`, async (route) => {
      await held;
      await route.continue();
    });
    await fillIn(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(leadEndpoints.popup));
    await submitButton(page).click();
    const sending = popup(page).getByRole("button", { name: "Skickar..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ email: "karin@example.com", consent: true, source: "popup" });
    const idempotencyKey = response.request().headers()["idempotency-key"] ?? "";
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const { id } = (await response.json()) as { id: string };

    await expect.poll(() => status(page).innerText()).toContain(leadPopupCopy.success.title);
    expect(await status(page).innerText()).toContain(leadPopupCopy.success.text);
    expect(await emailField(page).count()).toBe(0);
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", name: leadPopupCopy.close, inDialog: true });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), leadLeftKey)).toBe("1");

    // The server holds the lead: the same submission again is answered with the stored lead's id.
    const repeat = await fetch(`${baseUrl}${leadEndpoints.popup}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey, "X-Forwarded-For": address },
      body: JSON.stringify(sent),
    });
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual({ id });
    await close();
  });

  it("says 'Något gick fel. Försök igen senare.' when the server refuses, keeping what was typed", async () => {
    const address = newClientAddress();
    // The limit is 5 a minute per address and endpoint; these use up the minute's budget.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${baseUrl}${leadEndpoints.popup}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: "{}",
      });
      expect(response.status).toBe(422);
    }
    const { page, close } = await newVisitor({ address });
    await open(page);
    await popup(page).waitFor();
    await fillIn(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(leadEndpoints.popup));
    await submitButton(page).click();
    expect((await answer).status()).toBe(429);
    await expect.poll(() => status(page).innerText()).toBe(leadPopupCopy.failure);
    expect(await emailField(page).inputValue()).toBe("karin@example.com");
    expect(await consentBox(page).isChecked()).toBe(true);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), leadLeftKey)).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });
});
