import type { BrowserContext, Page } from "playwright-core";

/**
 * Makes a browser look like a visitor who has already answered the cookie banner and
 * seen the lead popup, so tests about other things are not interrupted by either.
 * Tests of the banner and the popup themselves start from a fresh context instead.
 */
export async function settleVisitor(target: BrowserContext | Page) {
  for (const script of settledVisitorScripts) await target.addInitScript(script);
}

/** Each runs in the page before its own scripts. */
const settledVisitorScripts: (() => void)[] = [];
