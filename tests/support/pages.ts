import type { Browser, Page } from "playwright-core";
import { settleVisitor } from "./visitor.ts";

export const phone = { width: 360, height: 780 };
export const desktop = { width: 1280, height: 900 };

/**
 * Opens a page and waits until React has hydrated it, collecting console errors and
 * failed requests (a CSP violation shows up as a console error). The visitor has already
 * answered the cookie banner and seen the lead popup (settleVisitor).
 */
export async function openPage(browser: Browser, url: string, viewport = desktop) {
  const page = await browser.newPage({ viewport });
  await settleVisitor(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, response, errors };
}

/**
 * The root layout marks <html data-hydrated> once React has taken over the page. A lead
 * form's code arrives a moment later (app/lib/deferred-component.tsx); until then the
 * server's HTML form is in place and the browser's own validation would answer a click,
 * so this waits until every posting form has hydrated too: hydrated, a lead form turns
 * the browser's checks off (`novalidate`, use-lead-submit.ts) and checks with its schema.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForFunction(() => document.querySelector('form[method="post"]:not([novalidate])') === null);
}
