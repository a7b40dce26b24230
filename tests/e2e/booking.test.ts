import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { bookingPage } from "../../app/content/booking-page.ts";
import { thanksPage } from "../../app/content/thanks-page.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { phone, waitForHydration } from "../support/pages.ts";

/*
 * Booking the free AI analysis on /boka: with the keyboard alone, and without JavaScript
 * through the plain list of free slots. The server's own tests (server/booking/) check
 * the invite, the links, the reminders and the double bookings.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

let lastAddress = 0;
/** Each test books from an address of its own (RFC 5737), so none uses up another's rate limit. */
const newClientAddress = () => `203.0.113.${++lastAddress + 100}`;

async function open(path: string, javaScriptEnabled = true) {
  const context = await browser().newContext({ javaScriptEnabled, viewport: phone, extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}${path}`);
  return { page, close: () => context.close() };
}

/** Presses Tab until the focused element matches a selector, as a keyboard user moves through the page. */
async function tabTo(page: Page, selector: string, most = 80) {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`the keyboard never reached ${selector}`);
}

describe("booking on /boka", () => {
  it("books the first free slot with the keyboard alone, without serious axe violations", async () => {
    const { page, close } = await open(paths.booking);
    await waitForHydration(page);
    const firstSlot = page.getByRole("main").locator("button[aria-pressed]").first();
    await firstSlot.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const time = (await firstSlot.textContent())!.slice(0, 5);
    expect(time).toMatch(/^\d{2}:\d{2}$/);

    await tabTo(page, "main button[aria-pressed]");
    await page.keyboard.press("Enter");
    expect(await firstSlot.getAttribute("aria-pressed")).toBe("true");
    await tabTo(page, 'main input[name="name"]');
    await page.keyboard.type("Åsa Öberg");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kafé Öberg AB");
    await page.keyboard.press("Tab");
    await page.keyboard.type("asa.tangentbord@example.org");
    await tabTo(page, 'main input[name="consent"]');
    await page.keyboard.press("Space");
    await tabTo(page, 'main button[type="submit"]');
    await page.keyboard.press("Enter");

    const booked = page.getByRole("status").filter({ hasText: bookingPage.booked.heading });
    await booked.waitFor();
    expect(await booked.textContent()).toContain(`kl. ${time}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("fits a phone: the day's slots scroll sideways inside their row, the page does not, also with the visitor's own time beside each", async () => {
    const context = await browser().newContext({ viewport: phone, timezoneId: "Europe/London", extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${paths.booking}`);
    await waitForHydration(page);
    const firstSlot = page.getByRole("main").locator("button[aria-pressed]").first();
    await firstSlot.waitFor();
    expect(await firstSlot.textContent()).toMatch(/hos er/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await context.close();
  });

  it("ties a refusal to its field: the consent box left empty is described by its message", async () => {
    const { page, close } = await open(paths.booking);
    await waitForHydration(page);
    const firstSlot = page.getByRole("main").locator("button[aria-pressed]").first();
    await firstSlot.click();
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: bookingPage.labels.name, exact: true }).fill("Lena Holm");
    await form.getByRole("textbox", { name: bookingPage.labels.company, exact: true }).fill("Holms Städ AB");
    await form.getByRole("textbox", { name: bookingPage.labels.email, exact: true }).fill("lena.samtycke@example.org");
    await form.getByRole("button", { name: bookingPage.submit }).click();
    const consent = form.getByRole("checkbox");
    await page.waitForFunction(() => document.querySelector('main input[name="consent"]')?.getAttribute("aria-invalid") === "true");
    const description = await consent.evaluate((box) => document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
    expect(description.trim().length).toBeGreaterThan(0);
    await close();
  });

  it("books through the plain form without JavaScript and lands on the confirmation", async () => {
    const { page, close } = await open(paths.booking, false);
    await page.getByRole("link", { name: bookingPage.noScript.link }).click();
    expect(new URL(page.url()).pathname).toBe(paths.bookingPlain);

    const form = page.locator('main form[method="post"]');
    await form.getByRole("radio").first().check();
    await form.getByRole("textbox", { name: bookingPage.labels.name, exact: true }).fill("Olle Nilsson");
    await form.getByRole("textbox", { name: bookingPage.labels.company, exact: true }).fill("Nilssons Bygg AB");
    await form.getByRole("textbox", { name: bookingPage.labels.email, exact: true }).fill("olle.utan-js@example.org");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: bookingPage.submit }).click();
    await page.waitForURL((url) => url.pathname === paths.thanks);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(thanksPage.kinds.booking.heading);
    await close();
  });

  it("lists the next free slots without JavaScript as a page without serious axe violations", async () => {
    const { page, close } = await open(paths.bookingPlain);
    expect(await page.locator('main input[type="radio"]').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("says so when a mailed link names no booking", async () => {
    const { page, close } = await open(`${paths.bookingManage}?t=inte-en-riktig-lank`, false);
    expect(await page.getByText(bookingPage.manage.invalid).isVisible()).toBe(true);
    await close();
  });
});
