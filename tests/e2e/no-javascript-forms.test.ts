import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contactEndpoint } from "../../app/features/lead-forms/contact-form.tsx";
import { contactPage } from "../../app/content/contact-page.ts";
import { refusedPostSummary } from "../../app/content/forms.ts";
import { thanksPage } from "../../app/content/thanks-page.ts";
import { leadKinds as thanksKinds } from "../../contracts/lead-forms.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { fetchHtml, headingsIn, textOf } from "../support/html.ts";
import { openPage, phone } from "../support/pages.ts";

/*
 * A visitor who sends a form before its JavaScript has loaded (or never loads it): the
 * server's HTML is a plain form posting to the lead API, which answers with a page.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
const { labels } = contactPage.form;

let lastAddress = 0;
/** Each test posts from an address of its own (RFC 5737), so none uses up another's rate limit. */
const newClientAddress = () => `198.51.100.${++lastAddress}`;

async function openWithoutJavaScript(path: string) {
  const context = await browser().newContext({
    javaScriptEnabled: false,
    viewport: phone,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() },
  });
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${path}`);
  return { page, response, close: () => context.close() };
}

const form = (page: Page) => page.locator(`form[action="${contactEndpoint}"]`);
const textbox = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });

describe("the contact form without JavaScript", () => {
  it("is a plain form the browser checks itself, and a filled one lands on the thanks for contact", async () => {
    const { page, close } = await openWithoutJavaScript(paths.contact);
    expect(await form(page).getAttribute("method")).toBe("post");
    expect(await form(page).getAttribute("novalidate")).toBeNull();

    // The browser's own checks keep an empty form on the page.
    await form(page).getByRole("button", { name: contactPage.form.submit }).click();
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    expect(await form(page).locator("input:invalid").count()).toBe(3);

    await textbox(page, labels.name).fill("Olle Nilsson");
    await textbox(page, labels.company).fill("Nilssons Bygg AB");
    await textbox(page, labels.email).fill("olle@example.com");
    await form(page).getByRole("checkbox", { name: contactPage.form.interestLabels.voiceAgent }).check();
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(contactEndpoint)),
      form(page).getByRole("button", { name: contactPage.form.submit }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL(`${baseUrl}${paths.thanks}?typ=contact`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(thanksPage.kinds.contact.heading);
    expect(await page.getByRole("main").innerText()).toContain("Vi återkommer så snart som möjligt");
    await close();
  });

  it("comes back with an error summary at the top of the form when the server refuses what was sent", async () => {
    // A browser that does not check the fields itself sends them empty.
    const refused = await fetch(`${baseUrl}${contactEndpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClientAddress() },
      body: new URLSearchParams({ name: "", email: "inte-en-adress", company: "", website: "" }).toString(),
      redirect: "manual",
    });
    expect(refused.status).toBe(303);
    const back = refused.headers.get("location") ?? "";
    expect(back).toBe(`${paths.contact}?fel=1`);

    const { page, response, close } = await openWithoutJavaScript(back);
    expect(response?.status()).toBe(200);
    expect(await form(page).getByRole("status").innerText()).toBe(refusedPostSummary);
    await close();

    // Once the page's JavaScript runs, the summary is still there: the server's HTML and the hydrated page agree.
    const hydrated = await openPage(browser(), `${baseUrl}${back}`, phone);
    expect(await form(hydrated.page).getByRole("status").innerText()).toBe(refusedPostSummary);
    expect(hydrated.errors).toEqual([]);
    expect(await seriousAxeViolations(hydrated.page)).toEqual([]);
    await hydrated.page.close();

    const plain = await fetchHtml(baseUrl, paths.contact);
    expect(textOf(plain.html)).not.toContain(refusedPostSummary);
  });
});

describe("/tack", () => {
  it.each(thanksKinds)("thanks for the %s form in its own words, rendered by the server", async (kind) => {
    const { status, html } = await fetchHtml(baseUrl, `${paths.thanks}?typ=${kind}`);
    expect(status).toBe(200);
    expect(headingsIn(html, 1)).toEqual([thanksPage.kinds[kind].heading]);
    expect(textOf(html)).toContain(thanksPage.kinds[kind].text);
  });

  it("gives a general thanks for an unknown or missing form, and asks search engines not to list it", async () => {
    for (const path of [paths.thanks, `${paths.thanks}?typ=okand`]) {
      const { status, html } = await fetchHtml(baseUrl, path);
      expect(status, path).toBe(200);
      expect(headingsIn(html, 1), path).toEqual([thanksPage.general.heading]);
      expect(html, path).toMatch(/<meta name="robots" content="noindex, follow"/);
    }
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(paths.thanks);
  });

  it("leads on to the case studies and home, without serious axe violations", async () => {
    const { page, errors } = await openPage(browser(), `${baseUrl}${paths.thanks}?typ=quote`, phone);
    expect(await page.getByRole("main").innerText()).toContain("Vi återkommer med en offert inom 24 timmar.");
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: thanksPage.onward.caseStudies }).getAttribute("href")).toBe(paths.caseStudies);
    expect(await main.getByRole("link", { name: thanksPage.onward.home }).getAttribute("href")).toBe(paths.home);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
