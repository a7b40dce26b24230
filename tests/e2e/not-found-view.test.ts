import { describe, expect, inject, it } from "vitest";
import { suggestedPages } from "../../app/content/navigation.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { decodeHtml, fetchHtml } from "../support/html.ts";
import { openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

/** The document's <head>, where a crawler reads robots, canonical and Open Graph. */
function headOf(html: string) {
  return html.slice(0, html.indexOf("</head>"));
}

function robotsOf(head: string) {
  return [...head.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((match) => decodeHtml(match[1] ?? ""));
}

/** Each not-found view, with the page its own button leads to (none on the 404 page). */
describe.each([
  { path: "/den-har-sidan-finns-inte", onward: undefined },
  { path: paths.service("finns-inte"), onward: paths.home },
  { path: paths.industry("finns-inte"), onward: paths.home },
  { path: paths.caseStudy("finns-inte"), onward: paths.caseStudies },
])("$path", ({ path, onward }) => {
  it("asks search engines not to index it and names no canonical URL", async () => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status).toBe(404);
    const head = headOf(html);
    expect(robotsOf(head)).toEqual(["noindex, follow"]);
    expect(head).not.toMatch(/rel="canonical"/);
    expect(head).not.toMatch(/property="og:url"/);
  });

  it("suggests the site's main pages from the navigation, besides its own way on", async () => {
    const { page, errors } = await openPage(browser(), `${baseUrl}${path}`, phone);
    const suggestions = page.getByRole("main").getByRole("list").getByRole("link");
    const shown = await suggestions.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
    const expected = suggestedPages.filter((link) => link.to !== onward).map((link) => [link.label, link.to]);
    expect(shown).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The browser logs the document's own 404; anything else, such as a hydration error, is a fault.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await page.close();
  });
});

describe("a not-found view reached in the browser", () => {
  it("says noindex and names no canonical after client navigation", async () => {
    // A password page navigates in the browser (the pages with a canonical address are
    // pages of islands, which load each page anew).
    const { page } = await openPage(browser(), `${baseUrl}${paths.resetPassword}`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    // Client navigation, as from a stale link inside the site.
    await page.evaluate((path) => {
      window.history.pushState(null, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, paths.caseStudy("finns-inte"));
    await page.getByRole("heading", { level: 1, name: "Kundcase hittades inte" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await page.close();
  });
});
