import { describe, expect, inject, it } from "vitest";
import { cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { cookiePolicy, legalLabels, privacyPolicy, terms } from "../../app/content/legal.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { fetchHtml, headingsIn } from "../support/html.ts";
import { desktop, openPage } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

describe.each([
  { path: paths.privacyPolicy, document: privacyPolicy },
  { path: paths.terms, document: terms },
  { path: paths.cookiePolicy, document: cookiePolicy },
])("$path", ({ path, document }) => {
  it("answers 200 with its title as the h1 and one h2 per section", async () => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status).toBe(200);
    expect(headingsIn(html, 1)).toEqual([document.title]);
    expect(headingsIn(html, 2)).toEqual(expect.arrayContaining(document.sections.map((section) => section.title)));
  });

  it("dates the document and lists its sections in a table of contents that jumps to each", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${path}`, desktop);
    const main = page.getByRole("main");
    expect(await main.locator("time").getAttribute("datetime")).toBe(document.updated);
    expect((await main.locator("time").textContent())?.trim()).not.toBe("");

    const contents = page.getByRole("navigation", { name: legalLabels.contents });
    const anchors = await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(anchors).toEqual(document.sections.map((section) => `#${section.id}`));
    for (const anchor of anchors) expect(await page.locator(`h2${anchor}`).count(), anchor ?? "").toBe(1);

    const last = document.sections.at(-1);
    await contents.getByRole("link").last().click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${last?.id}`);
    await expect.poll(() => page.locator(`h2#${last?.id}`).evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(desktop.height);
    await page.close();
  });
});

describe("terms (SPEC §2)", () => {
  it("numbers the sections 1 to 9 and states payment in advance and automatic renewal", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.terms}`, desktop);
    const sections = (await page.locator("article h2").allTextContents()).filter((title) => /^\d+\./.test(title));
    expect(sections.map((title) => Number.parseInt(title, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text).toMatch(/i förskott/);
    expect(text).toMatch(/förnyas automatiskt/);
    await page.close();
  });
});

describe("cookie policy (SPEC §2)", () => {
  it("describes the four cookie types and offers the cookie settings", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.cookiePolicy}`, desktop);
    for (const id of ["nodvandiga", "prestanda", "funktionella", "riktade"]) {
      const section = cookiePolicy.sections.find((candidate) => candidate.id === id);
      expect(await page.getByRole("heading", { level: 2, name: section?.title, exact: true }).count(), id).toBe(1);
    }
    expect(await page.getByRole("main").getByRole("button", { name: cookieSettingsCopy.button }).count()).toBe(1);
    await page.close();
  });
});
