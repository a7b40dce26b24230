import { describe, expect, inject, it } from "vitest";
import { servicesFaq } from "../../app/content/faq.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { tjansterPage } from "../../app/content/tjanster-page.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

describe.each(indexablePaths())("%s on a phone", (path) => {
  it("has one h1, fits the screen's width, and has no serious axe violations or console errors", async () => {
    const { page, errors } = await openPage(browser(), `${baseUrl}${path}`, phone);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.each(["/den-har-sidan-finns-inte", paths.service("finns-inte"), paths.industry("finns-inte"), paths.caseStudy("finns-inte")])(
  "the not-found view at %s",
  (path) => {
    it("has no serious axe violations on a phone", async () => {
      const { page } = await openPage(browser(), `${baseUrl}${path}`, phone);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  },
);

describe("states beyond the first view", () => {
  it("the landing page on a desktop has no serious axe violations", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("the open mobile menu has no serious axe violations", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("/tjanster with the price tab and a FAQ answer open has no serious axe violations", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`, phone);
    await page.getByRole("tab", { name: tjansterPage.tabs.prices }).click();
    await page.locator("summary", { hasText: servicesFaq[1]?.question }).click();
    await page.locator("details[open] [data-faq-answer]").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
