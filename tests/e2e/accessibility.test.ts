import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { indexablePaths } from "../../app/route-table.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(indexablePaths())("accessibility of %s", (path) => {
  it("has no serious or critical axe violations on a phone, and no console errors", async () => {
    const { page, errors } = await openPage(browser, `${baseUrl}${path}`, phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
