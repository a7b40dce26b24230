import type { Browser, BrowserContext, Page } from "playwright-core";
import { settleVisitor } from "./visitor.ts";

export const phone = { width: 360, height: 780 };
export const desktop = { width: 1280, height: 900 };

/** Every console message of `types` the page logs from now on, and every uncaught error. */
export function consoleMessages(page: Page, types: readonly string[] = ["error"]): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (types.includes(message.type())) messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

/**
 * Opens a page and waits until React has hydrated it, collecting console errors and
 * failed requests (a CSP violation shows up as a console error). The visitor has already
 * answered the cookie banner and seen the lead popup (settleVisitor).
 */
export async function openPage(browser: Browser, url: string, viewport = desktop) {
  const page = await browser.newPage({ viewport });
  await settleVisitor(page);
  const errors = consoleMessages(page);
  const response = await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, response, errors };
}

/** A visitor's page with every URL it requested and every error it logged to the console. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  requested: string[];
  errors: string[];
}

/**
 * Opens `url` in a new page of `context`, noting every request and console error from the
 * first one on, and waits until it has hydrated: how the consent tests see what a page
 * loads, and from where, before and after a choice.
 */
export async function openWatchedPage(context: BrowserContext, url: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(url);
  await waitForHydration(page);
  return { context, page, requested, errors };
}

/**
 * How often a wait checks the page. Playwright's default checks on every animation frame,
 * which keeps the page painting 60 times a second while it waits: CPU the other tests'
 * browsers need on a two-core machine.
 */
export const checkEveryMs = 50;

/**
 * The page marks <html data-hydrated> once React has taken over the page, or on a page of
 * islands once every island that starts with the page is live. Islands that start when
 * used or seen (app/islands/registry.ts) are still the server's HTML then: a press on one of their
 * buttons, a form's send button included, is kept until the island is live, so a test
 * uses them as a visitor would.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
