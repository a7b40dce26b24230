import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./chromium.ts";

/**
 * One Chromium for the tests of a file (or of the describe block it is called in): launched
 * before the first test and closed after the last, so each test opens only its own pages.
 */
export function chromiumForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is launched in beforeAll; call this inside a test.");
    return browser;
  };
}
