import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { honeypotName } from "../../app/content/forms.ts";
import { quoteFormCopy } from "../../app/content/quote-form-copy.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, openPage, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The shared form parts (app/components/ui/form/), as a visitor with a screen reader or
 * a keyboard meets them in the quote form of /tjanster-paket.
 */

const baseUrl = inject("baseUrl");
const { labels } = quoteFormCopy;
const required: readonly string[] = [labels.companyName, labels.contactPerson, labels.email];
const browser = chromiumForTests();

const form = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: quoteFormCopy.submit }) });
const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** The texts a field's aria-describedby points at, in order. */
async function descriptionsOf(page: Page, field: Locator) {
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
}

async function fillRequired(page: Page) {
  await textbox(page, labels.companyName).fill("Fjällstugan AB");
  await textbox(page, labels.contactPerson).fill("Karin Berg");
  await textbox(page, labels.email).fill("karin@example.com");
}

describe("form parts in the quote form", () => {
  it("give every field a visible label and mark exactly the required ones, with an asterisk screen readers skip", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const fields = form(page).locator(`input:not([type=checkbox]):not([name="${honeypotName}"]), select, textarea`);
    const count = await fields.count();
    expect(count).toBe(5);
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      const label = page.locator(`label[for="${await field.getAttribute("id")}"]`);
      expect(await label.isVisible()).toBe(true);
      const name = (await label.innerText()).replace(/\s*\*$/, "");
      const isRequired = required.includes(name);
      expect(await field.getAttribute("aria-required"), name).toBe(isRequired ? "true" : null);
      expect(await label.locator('[aria-hidden="true"]').allInnerTexts(), name).toEqual(isRequired ? ["*"] : []);
    }
    for (const label of required) expect(await textbox(page, label).count(), label).toBe(1);
    await page.close();
  });

  it("tie each error to its field, move focus to the first invalid field, and on to the next once it is fixed", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    await page.getByRole("button", { name: quoteFormCopy.submit }).click();
    await expect.poll(() => textbox(page, labels.companyName).getAttribute("aria-invalid")).toBe("true");
    for (const label of required) {
      const field = textbox(page, label);
      expect(await field.getAttribute("aria-invalid"), label).toBe("true");
      const [message] = await descriptionsOf(page, field);
      expect(message?.trim(), label).toBeTruthy();
      expect(await page.getByText(message ?? "", { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await isFocused(textbox(page, labels.companyName))).toBe(true);

    await textbox(page, labels.companyName).fill("Fjällstugan AB");
    await page.getByRole("button", { name: quoteFormCopy.submit }).click();
    await expect.poll(() => isFocused(textbox(page, labels.contactPerson))).toBe(true);
    expect(await textbox(page, labels.companyName).getAttribute("aria-invalid")).toBeNull();
    expect(await textbox(page, labels.companyName).getAttribute("aria-describedby")).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("group the checkboxes under their legend", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const group = page.getByRole("group", { name: labels.services });
    expect(await group.getByRole("checkbox").count()).toBeGreaterThan(1);
    await group.getByRole("checkbox").first().check();
    expect(await group.getByRole("checkbox").first().isChecked()).toBe(true);
    await page.close();
  });

  it("announce the outcome in a polite status region that was on the page from the start", async () => {
    // An address of its own (the server trusts one proxy in these tests), so the request has its own rate limit.
    const context = await browser().newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.250" } });
    await settleVisitor(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${paths.packages}`);
    await waitForHydration(page);
    const status = await form(page).getByRole("status").elementHandle();
    expect(await status?.getAttribute("aria-live")).toBe("polite");
    expect(await status?.innerText()).toBe("");

    await fillRequired(page);
    await page.getByRole("button", { name: quoteFormCopy.submit }).click();
    await expect.poll(() => status?.innerText()).toContain(quoteFormCopy.success.title);
    expect(await status?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.getByRole("button", { name: quoteFormCopy.submit }).isEnabled()).toBe(true);
    await context.close();
  });

  it("keep the honeypot from people, keyboards and axe while it stays in the form for bots", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const input = form(page).locator('input[name="website"]');
    expect(await input.count()).toBe(1);
    const box = await input.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    expect(await page.getByRole("textbox", { name: /fältet/ }).count()).toBe(0);

    await textbox(page, labels.companyName).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.close();
  });
});
