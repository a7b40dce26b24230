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

/** The root layout marks <html data-hydrated> once React has taken over the page. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
