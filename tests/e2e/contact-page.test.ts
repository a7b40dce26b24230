import { analyticsEventsPath } from "../../contracts/analytics.ts";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contactPage } from "../../app/content/contact-page.ts";
import { site } from "../../app/content/site.ts";
import { paths } from "../../app/lib/paths.ts";
import { interestKeys } from "../../contracts/lead-requests/fields.ts";
import { contactEndpoint } from "../../app/features/lead-forms/contact-form.tsx";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * /contact (SPEC §2, §3, §5, §8) against the real lead API. The server trusts one proxy
 * (tests/support/site-server.ts), so each test comes from an address of its own and has
 * the rate limit's whole budget to itself.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
const { labels } = contactPage.form;
const required = [labels.name, labels.company, labels.email];

let lastAddress = 0;
/** An address from a range set aside for documentation (RFC 5737), new for each call. */
const newClientAddress = () => `203.0.113.${++lastAddress}`;

/** Opens /contact as a visitor at `address`, once React has taken over the page. */
async function openContact(address: string, viewport = desktop) {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": address } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${baseUrl}${paths.contact}`);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const form = (page: Page) => page.locator(`form[action="${contactEndpoint}"]`);
const textbox = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const checkbox = (page: Page, label: string) => form(page).getByRole("checkbox", { name: label, exact: true });
const submitButton = (page: Page) => form(page).getByRole("button", { name: contactPage.form.submit });
const status = (page: Page) => form(page).getByRole("status");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const isFocused = (page: Page, label: string) => textbox(page, label).evaluate((element) => element === document.activeElement);

async function fillRequired(page: Page, name = "Karin Berg") {
  await textbox(page, labels.name).fill(name);
  await textbox(page, labels.company).fill("Fjällstugan AB");
  await textbox(page, labels.email).fill("karin@example.com");
}

describe("/contact", () => {
  it("offers the booking first, the form and the email and phone, without serious axe violations", async () => {
    const { page, errors, close } = await openContact(newClientAddress(), phone);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(contactPage.heading);
    for (const label of required) {
      expect(await textbox(page, label).getAttribute("aria-required"), label).toBe("true");
      expect(await form(page).locator("label", { hasText: label }).first().locator('[aria-hidden="true"]').innerText(), label).toBe("*");
    }
    for (const label of [labels.phone, labels.message]) expect(await textbox(page, label).getAttribute("aria-required"), label).toBeNull();
    expect(await textbox(page, labels.email).getAttribute("type")).toBe("email");
    const interests = form(page).getByRole("group", { name: labels.interests }).getByRole("checkbox");
    expect(await interests.count()).toBe(interestKeys.length);
    for (const key of interestKeys) {
      expect(await checkbox(page, contactPage.form.interestLabels[key]).getAttribute("name")).toBe(`interests.${key}`);
    }

    const main = page.getByRole("main");
    const calendar = main.getByRole("link", { name: new RegExp(contactPage.calendar.button) });
    // Without BOOKING_URL the booking is the site's own /boka, in the same tab.
    expect(await calendar.getAttribute("href")).toBe(paths.booking);
    expect(await calendar.getAttribute("target")).toBeNull();
    expect(await main.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await main.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(site.phoneHref);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("marks each empty required field with its message and focuses the first, sending nothing", async () => {
    const { page, close } = await openContact(newClientAddress());
    const posts: string[] = [];
    page.on("request", (request) => {
      // The statistics' beacons (page view, vitals) are not the form sending anything.
      if (request.method() === "POST" && !request.url().endsWith(analyticsEventsPath)) posts.push(request.url());
    });
    await submitButton(page).click();
    await expect.poll(() => textbox(page, labels.name).getAttribute("aria-invalid")).toBe("true");
    for (const label of required) {
      const field = textbox(page, label);
      expect(await field.getAttribute("aria-invalid"), label).toBe("true");
      const messageId = (await field.getAttribute("aria-describedby")) ?? "";
      expect((await page.locator(`[id="${messageId}"]`).innerText()).trim(), label).not.toBe("");
    }
    expect(await textbox(page, labels.phone).getAttribute("aria-invalid")).toBeNull();
    expect(await isFocused(page, labels.name)).toBe(true);
    expect(posts).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("says 'Skickar...' on a disabled button while sending, then stores the request, empties the form and says so", async () => {
    const { page, close } = await openContact(newClientAddress());
    // The request waits here until the test has seen the button; the real server answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${contactEndpoint}`, async (route) => {
      await held;
      await route.continue();
    });
    await fillRequired(page);
    await textbox(page, labels.phone).fill("070-123 45 67");
    await checkbox(page, contactPage.form.interestLabels.chatbot).check();
    await textbox(page, labels.message).fill("Vi får många samtal om bokningar.");

    const answer = page.waitForResponse((response) => response.url().endsWith(contactEndpoint));
    await submitButton(page).click();
    const sending = form(page).getByRole("button", { name: "Skickar..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      name: "Karin Berg",
      company: "Fjällstugan AB",
      email: "karin@example.com",
      phone: "070-123 45 67",
      message: "Vi får många samtal om bokningar.",
      interests: { voiceAgent: false, chatbot: true, email: false, socialMedia: false },
    });
    expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await toast(page, "Meddelande skickat! Vi återkommer så snart som möjligt.").waitFor();
    for (const label of [...required, labels.phone, labels.message]) expect(await textbox(page, label).inputValue(), label).toBe("");
    expect(await checkbox(page, contactPage.form.interestLabels.chatbot).isChecked()).toBe(false);
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await status(page).innerText()).toBe("");
    await close();
  });

  it("shows the server's field errors on their fields", async () => {
    const { page, close } = await openContact(newClientAddress());
    await fillRequired(page);
    // A NUL character passes the form's own checks; the server refuses it (422) for the message field.
    await textbox(page, labels.message).evaluate((element) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setValue?.call(element, "Hej\u0000då");
      element.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const answer = page.waitForResponse((response) => response.url().endsWith(contactEndpoint));
    await submitButton(page).click();
    expect((await answer).status()).toBe(422);
    const message = textbox(page, labels.message);
    await expect.poll(() => message.getAttribute("aria-invalid")).toBe("true");
    const messageId = (await message.getAttribute("aria-describedby")) ?? "";
    expect((await page.locator(`[id="${messageId}"]`).innerText()).trim()).not.toBe("");
    expect(await isFocused(page, labels.message)).toBe(true);
    expect(await textbox(page, labels.name).inputValue()).toBe("Karin Berg");
    await close();
  });

  it("says that sending failed and when to try again once the server refuses more from the address (429)", async () => {
    const address = newClientAddress();
    // The limit is 5 a minute per address and endpoint; these use up the minute's budget.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${baseUrl}${contactEndpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: "{}",
      });
      expect(response.status).toBe(422);
    }
    const { page, close } = await openContact(address);
    await fillRequired(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(contactEndpoint));
    await submitButton(page).click();
    expect((await answer).status()).toBe(429);
    await toast(page, "Ett fel uppstod. Försök igen senare.").waitFor();
    await expect.poll(() => status(page).innerText()).toMatch(/Försök igen om \d+ sekunder?\.$/);
    // Nothing was stored, so the visitor's text stays for the next try.
    expect(await textbox(page, labels.name).inputValue()).toBe("Karin Berg");
    expect(await submitButton(page).isEnabled()).toBe(true);
    await close();
  });
});
