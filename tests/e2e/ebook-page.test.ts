import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ebookEndpoint } from "../../app/features/lead-forms/ebook-form.tsx";
import { ebookPage } from "../../app/content/ebook-page.ts";
import { refusedPostSummary } from "../../app/content/forms.ts";
import { guideOutline } from "../../app/content/guide-outline.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { describeServedPages } from "../support/served-pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * /ebook (SPEC §2, §3, §5, §7 call 5, §8) against the real lead API. The server trusts one
 * proxy (tests/support/site-server.ts), so each test comes from an address of its own and
 * has the rate limit's whole budget to itself.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
const { labels } = ebookPage.form;
const required = [labels.firstName, labels.lastName, labels.email];
const failureToast = "Ett fel uppstod. Försök igen senare.";

let lastAddress = 0;
/** An address from a range set aside for documentation (RFC 5737), new for each call. */
const newClientAddress = () => `192.0.2.${++lastAddress}`;

/** Opens a page as a visitor at `address`; with JavaScript, once React has taken over. */
async function openAs(
  address: string,
  { path = paths.ebook, viewport = desktop, javaScript = true }: { path?: string; viewport?: typeof desktop; javaScript?: boolean } = {},
) {
  const context = await browser().newContext({
    viewport,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`);
  if (javaScript) await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const form = (page: Page) => page.locator(`form[action="${ebookEndpoint}"]`);
const textbox = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const submitButton = (page: Page) => form(page).getByRole("button", { name: ebookPage.form.submit });
const status = (page: Page) => form(page).getByRole("status");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const isFocused = (page: Page, label: string) => textbox(page, label).evaluate((element) => element === document.activeElement);

/** The message a field's aria-describedby points at, or "" when it has none. */
async function messageOf(page: Page, label: string) {
  const ids = (await textbox(page, label).getAttribute("aria-describedby"))?.split(" ") ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ").trim();
}

async function fillRequired(page: Page) {
  await textbox(page, labels.firstName).fill("Karin");
  await textbox(page, labels.lastName).fill("Berg");
  await textbox(page, labels.email).fill("karin@example.com");
}

describeServedPages([{ path: paths.ebook, h1: ebookPage.heading }]);

describe("/ebook", () => {
  it("tells what the guide holds and who it is for, with its cover, and has no serious axe violations", async () => {
    const { page, errors, close } = await openAs(newClientAddress(), { viewport: phone });
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe(ebookPage.heading);
    const chapters = main.getByRole("region", { name: ebookPage.chaptersHeading }).getByRole("listitem");
    expect(await chapters.count()).toBe(guideOutline.chapters.length);
    for (const [index, chapter] of guideOutline.chapters.entries()) {
      expect(await chapters.nth(index).getByRole("heading", { level: 3 }).innerText()).toBe(chapter.heading);
      expect(await chapters.nth(index).innerText()).toContain(chapter.summary);
    }
    for (const reader of ebookPage.audience) expect(await main.getByText(reader, { exact: true }).isVisible()).toBe(true);

    // The cover is drawn in the page with the guide's title, kept from screen readers (the h1 says it).
    const cover = page.locator("header svg[aria-hidden='true']", { hasText: guideOutline.title.split(" ")[0] ?? "" });
    expect(await cover.isVisible()).toBe(true);
    expect(await cover.getAttribute("width")).toBeTruthy();
    expect(await cover.getAttribute("height")).toBeTruthy();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["phone", phone],
    ["desktop", desktop],
  ])("keeps the h1 the largest paint and moves nothing as the page loads, on a %s", async (_, viewport) => {
    const { page, close } = await openAs(newClientAddress(), { viewport });
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
            resolve(last?.element?.tagName ?? "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largestPaint).toBe("H1");
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(layoutShift).toBe(0);
    await close();
  });

  it("is a plain form in the server's HTML, which the browser checks itself and posts to the e-book path", async () => {
    const { page, close } = await openAs(newClientAddress(), { javaScript: false });
    expect(await form(page).getAttribute("method")).toBe("post");
    expect(await form(page).getAttribute("novalidate")).toBeNull();
    const named = (name: string) => form(page).locator(`[name="${name}"]`);
    for (const name of ["firstName", "lastName", "email"]) expect(await named(name).getAttribute("required"), name).not.toBeNull();
    for (const name of ["company", "phone"]) expect(await named(name).getAttribute("required"), name).toBeNull();
    expect(await named("email").getAttribute("type")).toBe("email");
    expect(await named("website").count()).toBe(1);

    await submitButton(page).click();
    expect(new URL(page.url()).pathname).toBe(paths.ebook);
    expect(await form(page).locator("input:invalid").count()).toBe(3);
    await close();
  });

  it("says at the top of the form what to do when a plain post of it was refused", async () => {
    const { page, close } = await openAs(newClientAddress(), { path: `${paths.ebook}?fel=1`, viewport: phone });
    expect(await status(page).innerText()).toBe(refusedPostSummary);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("marks each empty required field with its message, focuses the first and sends nothing", async () => {
    const { page, close } = await openAs(newClientAddress(), { viewport: phone });
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(ebookEndpoint)) posts += 1;
    });
    await submitButton(page).click();
    await expect.poll(() => textbox(page, labels.firstName).getAttribute("aria-invalid")).toBe("true");
    const messages = new Set<string>();
    for (const label of required) {
      expect(await textbox(page, label).getAttribute("aria-invalid"), label).toBe("true");
      const message = await messageOf(page, label);
      expect(message, label).not.toBe("");
      messages.add(message);
    }
    expect(messages.size).toBe(required.length);
    for (const label of [labels.company, labels.phone]) expect(await textbox(page, label).getAttribute("aria-invalid"), label).toBeNull();
    expect(await isFocused(page, labels.firstName)).toBe(true);
    expect(posts).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("says 'Skickar...' on a disabled button while sending, then stores the request, empties the form and says to check the inbox", async () => {
    const { page, close } = await openAs(newClientAddress());
    // The request waits here until the test has seen the button; the real server answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ebookEndpoint}`, async (route) => {
      await held;
      await route.continue();
    });
    await fillRequired(page);
    await textbox(page, labels.company).fill("Fjällstugan AB");
    await textbox(page, labels.phone).fill("070-123 45 67");

    const answer = page.waitForResponse((response) => response.url().endsWith(ebookEndpoint));
    await submitButton(page).click();
    const sending = form(page).getByRole("button", { name: "Skickar..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: "Karin",
      lastName: "Berg",
      email: "karin@example.com",
      company: "Fjällstugan AB",
      phone: "070-123 45 67",
      form_type: "ebook_download",
    });
    expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    const success = toast(page, ebookPage.form.successToast);
    await success.waitFor();
    expect((await success.innerText()).trim()).toBe("Tack! Kolla din e-post för att ladda ner guiden.");
    for (const label of [...required, labels.company, labels.phone]) expect(await textbox(page, label).inputValue(), label).toBe("");
    expect(await status(page).innerText()).toContain(ebookPage.form.success.title);
    expect(await submitButton(page).isEnabled()).toBe(true);
    await close();
  });

  it("shows the server's field errors on their fields", async () => {
    const { page, close } = await openAs(newClientAddress());
    await fillRequired(page);
    // A NUL character passes the form's own checks; the server refuses it (422) for the company field.
    await textbox(page, labels.company).evaluate((element) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(element, "Fjällstugan\u0000AB");
      element.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const answer = page.waitForResponse((response) => response.url().endsWith(ebookEndpoint));
    await submitButton(page).click();
    expect((await answer).status()).toBe(422);
    await expect.poll(() => textbox(page, labels.company).getAttribute("aria-invalid")).toBe("true");
    expect(await messageOf(page, labels.company)).not.toBe("");
    expect(await isFocused(page, labels.company)).toBe(true);
    expect(await textbox(page, labels.firstName).inputValue()).toBe("Karin");
    await close();
  });

  it("says that sending failed and when to try again once the server refuses more from the address (429)", async () => {
    const address = newClientAddress();
    // The limit is 5 a minute per address and endpoint; these use up the minute's budget.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${baseUrl}${ebookEndpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: "{}",
      });
      expect(response.status).toBe(422);
    }
    const { page, close } = await openAs(address);
    await fillRequired(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(ebookEndpoint));
    await submitButton(page).click();
    expect((await answer).status()).toBe(429);
    await toast(page, failureToast).waitFor();
    await expect.poll(() => status(page).innerText()).toMatch(/Försök igen om \d+ sekunder?\.$/);
    // Nothing was stored, so the visitor's answers stay for the next try.
    expect(await textbox(page, labels.email).inputValue()).toBe("karin@example.com");
    expect(await submitButton(page).isEnabled()).toBe(true);
    await close();
  });
});
