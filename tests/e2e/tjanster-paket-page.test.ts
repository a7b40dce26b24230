import type { Page } from "playwright-core";
import { quoteEndpoint } from "../../app/features/lead-forms/quote-form.tsx";
import { describe, expect, inject, it } from "vitest";
import { packagesFaq } from "../../app/content/faq.ts";
import { plans } from "../../app/content/prices.ts";
import { quoteFormCopy, quoteIndustryLabels } from "../../app/content/quote-form-copy.ts";
import { formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { quoteIndustries, quoteServices } from "../../contracts/lead-requests/fields.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { contactPageArrival, followLink } from "../support/links.ts";
import { openPage } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const { labels } = quoteFormCopy;
const browser = chromiumForTests();

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label });
const submit = (page: Page) => page.getByRole("button", { name: quoteFormCopy.submit });
const isFocused = (page: Page, label: string) => field(page, label).evaluate((element) => element === document.activeElement);

/** The message a field's aria-describedby points at, or null when it has none. */
async function messageOf(page: Page, label: string) {
  const describedBy = await field(page, label).getAttribute("aria-describedby");
  return describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : null;
}

describe("plan cards (SPEC §2, §9)", () => {
  it("shows Startpaket marked Populär, AI Suite marked Mest värde and Drift & Support, with their prices", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const card = (title: string) => page.getByRole("article", { name: title, exact: true });
    expect(await card("Startpaket").innerText()).toContain("Populär");
    expect(await card("AI Suite").innerText()).toContain("Mest värde");
    expect(await card("Drift & Support").count()).toBe(1);
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      const text = await card(plan.title).innerText();
      if (plan.setupCost !== undefined) expect(text).toContain(formatSek(plan.setupCost));
      expect(text).toContain(formatSek(plan.monthlyFrom));
      expect(await followLink(card(plan.title).getByRole("link", { name: plan.cta.label }))).toEqual(contactPageArrival);
    }
    await page.close();
  });

  it("keeps the payment FAQ to one open answer at a time", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const openQuestions = () => page.locator("details[open] summary").allInnerTexts();
    expect(await page.locator("details summary").allInnerTexts()).toEqual(packagesFaq.map((item) => item.question));
    const [first, , , last] = packagesFaq.map((item) => item.question);
    await page.locator("summary", { hasText: first }).click();
    await expect.poll(openQuestions).toEqual([first]);
    await page.locator("summary", { hasText: last }).click();
    await expect.poll(openQuestions).toEqual([last]);
    await page.close();
  });
});

describe("quote form (SPEC §3, §5)", () => {
  it("offers the ten industries, the four services and a four-row message", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    const options = await page.getByRole("combobox", { name: labels.industry }).locator("option").allInnerTexts();
    expect(options.slice(1)).toEqual(quoteIndustries.map((value) => quoteIndustryLabels[value]));
    const checkboxes = page.getByRole("group", { name: labels.services }).getByRole("checkbox");
    expect(await checkboxes.count()).toBe(4);
    for (const name of ["Röstassistent", "Chattbot", "E-postautomatisering", "AI Suite"]) {
      expect(await page.getByRole("checkbox", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await field(page, labels.message).getAttribute("rows")).toBe("4");
    expect(await field(page, labels.email).getAttribute("type")).toBe("email");
    await page.close();
  });

  it("marks the three required fields with messages, focuses the first and sends nothing", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.packages}`);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(quoteEndpoint)) posts += 1;
    });
    const required = [labels.companyName, labels.contactPerson, labels.email];

    await submit(page).click();
    await expect.poll(() => field(page, labels.companyName).getAttribute("aria-invalid")).toBe("true");
    const messages = new Map<string, string | null>();
    for (const label of required) {
      expect(await field(page, label).getAttribute("aria-invalid"), label).toBe("true");
      messages.set(label, await messageOf(page, label));
      expect(messages.get(label)?.trim(), label).toBeTruthy();
    }
    expect(await isFocused(page, labels.companyName)).toBe(true);
    expect(await field(page, labels.message).getAttribute("aria-invalid")).toBeNull();

    await field(page, labels.companyName).fill("Fjällstugan AB");
    await field(page, labels.contactPerson).fill("Karin Berg");
    await field(page, labels.email).fill("karin@");
    await submit(page).click();
    await expect.poll(() => field(page, labels.companyName).getAttribute("aria-invalid")).toBeNull();
    expect(await field(page, labels.email).getAttribute("aria-invalid")).toBe("true");
    // An address that is filled in but malformed gets its own message, not the one for an empty field.
    const malformed = await messageOf(page, labels.email);
    expect(malformed?.trim()).toBeTruthy();
    expect(malformed).not.toBe(messages.get(labels.email));
    expect(await isFocused(page, labels.email)).toBe(true);
    expect(posts).toBe(0);
    expect(await page.getByRole("status").innerText()).toBe("");

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("is a plain form in the server's HTML that posts to the lead API, one checkbox named services per service", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${paths.packages}`);
    const form = page.locator(`form[action="${quoteEndpoint}"]`);
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.getAttribute("novalidate")).toBeNull();
    for (const name of ["companyName", "contactPerson", "email"]) {
      expect(await form.locator(`[name="${name}"]`).getAttribute("required"), name).not.toBeNull();
    }
    expect(await form.locator('[name="email"]').getAttribute("type")).toBe("email");
    expect(await form.locator('select[name="industry"] option').count()).toBe(quoteIndustries.length + 1);
    const services = form.locator('input[type="checkbox"][name="services"]');
    expect(await services.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual([...quoteServices]);
    expect(await form.locator('[name="website"]').count()).toBe(1);
    await context.close();
  });
});
