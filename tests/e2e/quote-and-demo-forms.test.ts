import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoEndpoint } from "../../app/features/lead-forms/demo-request-form.tsx";
import { quoteEndpoint } from "../../app/features/lead-forms/quote-form.tsx";
import { demoPage } from "../../app/content/demo-page.ts";
import { quoteFormCopy, quoteServiceLabels } from "../../app/content/quote-form-copy.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The quote form of /tjanster-paket and the demo request of /demo against the real lead
 * API. The server trusts one proxy (tests/support/site-server.ts), so each test comes from
 * an address of its own and has the rate limit's whole budget to itself.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
const failureToast = "Ett fel uppstod. Försök igen senare.";

let lastAddress = 100;
/** An address from a range set aside for documentation (RFC 5737), new for each call. */
const newClientAddress = () => `192.0.2.${++lastAddress}`;

interface LeadFormCase {
  name: string;
  path: string;
  endpoint: string;
  submit: string;
  /** Labels of the required fields, in the form's order. */
  required: readonly string[];
  /** Fills the whole form as a visitor would. */
  fill: (page: Page) => Promise<void>;
  /** What the form posts for that visitor. */
  sent: Record<string, unknown>;
  successToast: string;
  /** What the success toast promises (SPEC §9 for the quote). */
  promise: string;
  /** What the status region says once the lead is stored. */
  successStatus: string;
}

const quote: LeadFormCase = {
  name: "quote form on /tjanster-paket",
  path: paths.packages,
  endpoint: quoteEndpoint,
  submit: quoteFormCopy.submit,
  required: [quoteFormCopy.labels.companyName, quoteFormCopy.labels.contactPerson, quoteFormCopy.labels.email],
  async fill(page) {
    const { labels } = quoteFormCopy;
    await textbox(page, this, labels.companyName).fill("Fjällstugan AB");
    await textbox(page, this, labels.contactPerson).fill("Karin Berg");
    await textbox(page, this, labels.email).fill("karin@example.com");
    await form(page, this).getByRole("combobox", { name: labels.industry }).selectOption("hotel");
    await form(page, this).getByRole("checkbox", { name: quoteServiceLabels["voice-agent"], exact: true }).check();
    await form(page, this).getByRole("checkbox", { name: quoteServiceLabels["ai-suite"], exact: true }).check();
    await textbox(page, this, labels.message).fill("Vi får cirka 400 samtal i veckan.");
  },
  sent: {
    companyName: "Fjällstugan AB",
    contactPerson: "Karin Berg",
    email: "karin@example.com",
    industry: "hotel",
    services: ["voice-agent", "ai-suite"],
    message: "Vi får cirka 400 samtal i veckan.",
  },
  successToast: quoteFormCopy.successToast,
  promise: "inom 24 timmar",
  successStatus: quoteFormCopy.success.text,
};

const demo: LeadFormCase = {
  name: "demo request on /demo",
  path: paths.demo,
  endpoint: demoEndpoint,
  submit: demoPage.request.submit,
  required: [demoPage.request.labels.name, demoPage.request.labels.email, demoPage.request.labels.company],
  async fill(page) {
    const { labels } = demoPage.request;
    await textbox(page, this, labels.name).fill("Karin Berg");
    await textbox(page, this, labels.email).fill("karin@example.com");
    await textbox(page, this, labels.company).fill("Fjällstugan AB");
    await textbox(page, this, labels.phone).fill("070-123 45 67");
    await textbox(page, this, labels.message).fill("Tisdag eller torsdag förmiddag.");
  },
  sent: {
    name: "Karin Berg",
    email: "karin@example.com",
    company: "Fjällstugan AB",
    phone: "070-123 45 67",
    message: "Tisdag eller torsdag förmiddag.",
  },
  successToast: demoPage.request.successToast,
  promise: "boka en tid",
  successStatus: demoPage.request.success.text,
};

function form(page: Page, subject: LeadFormCase) {
  return page.locator(`form[action="${subject.endpoint}"]`);
}
function textbox(page: Page, subject: LeadFormCase, label: string) {
  return form(page, subject).getByRole("textbox", { name: label, exact: true });
}
const submitButton = (page: Page, subject: LeadFormCase) => form(page, subject).getByRole("button", { name: subject.submit });
const status = (page: Page, subject: LeadFormCase) => form(page, subject).getByRole("status");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** Opens the form's page as a visitor at `address`, once React has taken over the page. */
async function openAs(address: string, subject: LeadFormCase) {
  const context = await browser().newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": address } });
  await settleVisitor(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${subject.path}`);
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

describe("demo request on /demo in the server's HTML", () => {
  it("is a plain form posting to the demo endpoint, with the browser's own checks and the times as the message's hint", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${paths.demo}`);
    expect(await form(page, demo).getAttribute("method")).toBe("post");
    expect(await form(page, demo).getAttribute("novalidate")).toBeNull();
    for (const name of ["name", "email", "company"]) {
      expect(await form(page, demo).locator(`[name="${name}"]`).getAttribute("required"), name).not.toBeNull();
    }
    for (const name of ["phone", "message"]) expect(await form(page, demo).locator(`[name="${name}"]`).getAttribute("required"), name).toBeNull();
    expect(await form(page, demo).locator('[name="email"]').getAttribute("type")).toBe("email");
    const message = textbox(page, demo, demoPage.request.labels.message);
    const hintId = (await message.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe("Tider som passar er");
    await context.close();
  });
});

describe.each([quote, demo])("the $name", (subject) => {
  it("marks each empty required field with its message, focuses the first and sends nothing", async () => {
    const { page, close } = await openAs(newClientAddress(), subject);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(subject.endpoint)) posts += 1;
    });
    await submitButton(page, subject).click();
    const [first = ""] = subject.required;
    await expect.poll(() => textbox(page, subject, first).getAttribute("aria-invalid")).toBe("true");
    for (const label of subject.required) {
      const field = textbox(page, subject, label);
      expect(await field.getAttribute("aria-invalid"), label).toBe("true");
      const messageId = (await field.getAttribute("aria-describedby"))?.split(" ").at(-1) ?? "";
      expect((await page.locator(`[id="${messageId}"]`).innerText()).trim(), label).not.toBe("");
    }
    expect(await textbox(page, subject, first).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await close();
  });

  it("says 'Skickar...' on a disabled button while sending, then stores the request, empties the form and says what happens next", async () => {
    const { page, close } = await openAs(newClientAddress(), subject);
    // The request waits here until the test has seen the button; the real server answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${subject.endpoint}`, async (route) => {
      await held;
      await route.continue();
    });
    await subject.fill(page);

    const answer = page.waitForResponse((response) => response.url().endsWith(subject.endpoint));
    await submitButton(page, subject).click();
    const sending = form(page, subject).getByRole("button", { name: "Skickar..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject(subject.sent);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await toast(page, subject.successToast).waitFor();
    expect(await toast(page, subject.successToast).innerText()).toContain(subject.promise);
    expect(await status(page, subject).innerText()).toContain(subject.successStatus);
    for (const label of subject.required) expect(await textbox(page, subject, label).inputValue(), label).toBe("");
    expect(await form(page, subject).locator("input[type=checkbox]:checked").count()).toBe(0);
    expect(await submitButton(page, subject).isEnabled()).toBe(true);
    await close();
  });

  it("says that sending failed and when to try again once the server refuses more from the address (429)", async () => {
    const address = newClientAddress();
    // The limit is 5 a minute per address and endpoint; these use up the minute's budget.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${baseUrl}${subject.endpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: "{}",
      });
      expect(response.status).toBe(422);
    }
    const { page, close } = await openAs(address, subject);
    await subject.fill(page);
    const answer = page.waitForResponse((response) => response.url().endsWith(subject.endpoint));
    await submitButton(page, subject).click();
    expect((await answer).status()).toBe(429);
    await toast(page, failureToast).waitFor();
    await expect.poll(() => status(page, subject).innerText()).toMatch(/Försök igen om \d+ sekunder?\.$/);
    // Nothing was stored, so the visitor's answers stay for the next try.
    const [first = ""] = subject.required;
    expect(await textbox(page, subject, first).inputValue()).not.toBe("");
    expect(await submitButton(page, subject).isEnabled()).toBe(true);
    await close();
  });
});
