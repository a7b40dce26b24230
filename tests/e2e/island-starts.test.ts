import type { BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contactEndpoint } from "../../app/features/lead-forms/contact-form.tsx";
import { contactPage } from "../../app/content/contact-page.ts";
import { home } from "../../app/content/home-page.ts";
import { formatSek } from "../../app/lib/format.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, phone, waitForHydration } from "../support/pages.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * When the islands of a page of islands start (app/islands/registry.ts,
 * docs/decisions/020-islands-that-wait.md): a lead form once it is used, the wide
 * screen's industries menu once it is on screen. Nothing a visitor does before then is
 * lost: what they type stays and is sent, and a press on send is answered by the form.
 */

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();
const { labels } = contactPage.form;

let lastAddress = 0;
/** An address of its own for each visitor (RFC 5737), so the lead API's rate limit never meets a test. */
const newClientAddress = () => `198.51.100.${++lastAddress}`;

const contactFormChunk = /\/contact-form-[\w-]+\.js$/;
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const isLive = (page: Page, name: string) => island(page, name).evaluate((wrapper) => wrapper.hasAttribute("data-island-live"));
const form = (page: Page) => page.locator(`form[action="${contactEndpoint}"]`);
const textbox = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const sendButton = (page: Page) => form(page).getByRole("button", { name: contactPage.form.submit });

async function visitor(viewport = phone): Promise<{ context: BrowserContext; page: Page; requested: () => string[]; posts: Request[] }> {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": newClientAddress() } });
  await settleVisitor(context);
  const page = await context.newPage();
  const urls: string[] = [];
  const posts: Request[] = [];
  page.on("request", (request) => {
    urls.push(request.url());
    if (request.method() === "POST" && request.url().endsWith(contactEndpoint)) posts.push(request);
  });
  return { context, page, requested: () => [...urls], posts };
}

/**
 * Holds an island's code (the contact form's unless told) until `release()`, which lets it
 * load, or with `{ fail: true }` makes its download fail; the rest of the page loads.
 */
async function holdIsland(page: Page, chunk = contactFormChunk, { fail = false } = {}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      await held;
      await (fail ? route.abort() : route.continue());
    },
  );
  return release;
}

describe("a lead form", () => {
  it("loads and runs none of its code until the visitor uses it", async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${baseUrl}${paths.contact}`);
    await waitForHydration(page);
    // The page's other islands are live; the form is still the server's HTML, a plain form that posts.
    expect(await isLive(page, "mobile-menu")).toBe(true);
    expect(await isLive(page, "contact-form")).toBe(false);
    expect(requested().filter((url) => contactFormChunk.test(new URL(url).pathname))).toEqual([]);
    expect(await form(page).getAttribute("novalidate")).toBeNull();

    await textbox(page, labels.name).focus();
    await expect.poll(() => isLive(page, "contact-form")).toBe(true);
    expect(await form(page).getAttribute("novalidate")).not.toBeNull();
    expect(requested().some((url) => contactFormChunk.test(new URL(url).pathname))).toBe(true);
    await context.close();
  });

  it("sends what the visitor typed and ticked before it was live, once it is", async () => {
    const { context, page, posts } = await visitor();
    const release = await holdIsland(page);
    await page.goto(`${baseUrl}${paths.contact}`);
    await waitForHydration(page);
    await textbox(page, labels.name).fill("Karin Berg");
    await textbox(page, labels.company).fill("Fjällstugan AB");
    await textbox(page, labels.email).fill("karin@example.com");
    await form(page).getByRole("checkbox", { name: contactPage.form.interestLabels.chatbot }).check();
    await textbox(page, labels.message).fill("Vi vill svara gäster dygnet runt.");
    // Pressed (twice, impatiently) while the form's code is still on its way: kept, not posted by the browser.
    await sendButton(page).click();
    await sendButton(page).click();
    expect(await isLive(page, "contact-form")).toBe(false);
    expect(new URL(page.url()).pathname).toBe(paths.contact);

    release();
    await page.locator("[data-sonner-toast]", { hasText: contactPage.form.success }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["content-type"]).toContain("application/json");
    expect(posts[0]!.postDataJSON()).toMatchObject({
      name: "Karin Berg",
      company: "Fjällstugan AB",
      email: "karin@example.com",
      interests: { chatbot: true, voiceAgent: false },
      message: "Vi vill svara gäster dygnet runt.",
    });
    await context.close();
  });

  it("answers a press on send before it was live with its own checks, not the browser's", async () => {
    const { context, page, posts } = await visitor(desktop);
    await page.goto(`${baseUrl}${paths.contact}`);
    await waitForHydration(page);
    expect(await isLive(page, "contact-form")).toBe(false);
    await sendButton(page).click();
    await expect.poll(() => form(page).locator('[aria-invalid="true"]').count()).toBe(3);
    const messageId = (await textbox(page, labels.name).getAttribute("aria-describedby")) ?? "";
    expect((await page.locator(`[id="${messageId}"]`).innerText()).trim()).not.toBe("");
    // The browser's own check would have left the field :invalid with no message of ours.
    expect(await form(page).getAttribute("novalidate")).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    expect(posts).toEqual([]);
    await context.close();
  });

  it("is posted by the browser when its code cannot be loaded, so the request still arrives", async () => {
    const { context, page } = await visitor();
    await page.route((url) => contactFormChunk.test(url.pathname), (route) => route.abort());
    await page.goto(`${baseUrl}${paths.contact}`);
    await waitForHydration(page);
    await textbox(page, labels.name).fill("Olle Nilsson");
    await textbox(page, labels.company).fill("Nilssons Bygg AB");
    await textbox(page, labels.email).fill("olle@example.com");
    await expect.poll(() => island(page, "contact-form").getAttribute("data-island-failed")).toBe("");
    await sendButton(page).click();
    await page.waitForURL(`${baseUrl}${paths.thanks}?typ=contact`);
    await context.close();
  });

  it("is posted by the browser when the code fails while a press on send waits for it", async () => {
    const { context, page } = await visitor();
    const fail = await holdIsland(page, contactFormChunk, { fail: true });
    await page.goto(`${baseUrl}${paths.contact}`);
    await waitForHydration(page);
    await textbox(page, labels.name).fill("Olle Nilsson");
    await textbox(page, labels.company).fill("Nilssons Bygg AB");
    await textbox(page, labels.email).fill("olle@example.com");
    await sendButton(page).click();
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    await Promise.all([page.waitForURL(`${baseUrl}${paths.thanks}?typ=contact`), fail()]);
    await context.close();
  });
});

describe("a calculator edited before it is live", () => {
  it("counts with the figure the visitor typed once it is", async () => {
    const { context, page } = await visitor(phone);
    const release = await holdIsland(page, /\/savings-calculator-[\w-]+\.js$/);
    await page.goto(`${baseUrl}${paths.home}`, { waitUntil: "load" });
    // 1000 cases a month by default; 2000 doubles the yearly saving.
    await page.getByLabel(home.calculator.fields.supportVolume.label).fill("2000");
    expect(await page.getByTestId("arlig-besparing").textContent()).toBe(formatSek(490_000));
    release();
    await expect.poll(() => isLive(page, "savings-calculator")).toBe(true);
    await expect.poll(() => page.getByTestId("arlig-besparing").textContent()).toBe(formatSek(980_000));
    expect(await page.getByLabel(home.calculator.fields.supportVolume.label).inputValue()).toBe("2000");
    await context.close();
  });
});

describe("the wide screen's industries menu", () => {
  it("starts on a phone only once a wider window shows it", async () => {
    const { context, page } = await visitor(phone);
    await page.goto(`${baseUrl}${paths.home}`);
    await waitForHydration(page);
    expect(await isLive(page, "industries-menu")).toBe(false);
    await page.setViewportSize(desktop);
    await expect.poll(() => isLive(page, "industries-menu")).toBe(true);
    await page.getByRole("button", { name: navigationLabels.industries }).click();
    await expect.poll(() => page.getByRole("button", { name: navigationLabels.industries }).getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });
});
