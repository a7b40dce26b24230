import { describe, expect, inject, it } from "vitest";
import { home } from "../../app/content/home-page.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import { paths } from "../../app/lib/paths.ts";
import { absoluteUrl } from "../../app/lib/seo.ts";
import { decodeHtml, fetchHtml, headingsIn } from "../support/html.ts";

const baseUrl = inject("baseUrl");

function metaContent(html: string, attribute: "name" | "property", key: string) {
  const content = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  return content === undefined ? undefined : decodeHtml(content);
}

/** What a crawler sees: the first HTML response, before any JavaScript runs. */
describe.each(indexablePaths())("served HTML of %s", (path) => {
  it("answers 200 with title, description, robots, canonical, Open Graph and an h1 (SPEC §1)", async () => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="sv"/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(50);
    expect(metaContent(html, "name", "robots")).toBe("index, follow");
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(path)}"/>`);
    expect(metaContent(html, "property", "og:url")).toBe(absoluteUrl(path));
    expect(metaContent(html, "property", "og:locale")).toBe("sv_SE");
    expect(headingsIn(html, 1)).toHaveLength(1);
    expect(headingsIn(html, 1)[0]?.length).toBeGreaterThanOrEqual(5);
  });
});

describe("pages for crawlers", () => {
  it("have a distinct title each", async () => {
    const titles = await Promise.all(
      indexablePaths().map(async (path) => (await fetchHtml(baseUrl, path)).html.match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("are listed in sitemap.xml, exactly the indexable ones", async () => {
    const { status, html: xml, headers } = await fetchHtml(baseUrl, "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("xml");
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeHtml(match[1] ?? ""));
    expect(listed.sort()).toEqual(indexablePaths().map(absoluteUrl).sort());
  });

  it("are pointed at by robots.txt, which keeps the customer area out", async () => {
    const { status, html: robots } = await fetchHtml(baseUrl, "/robots.txt");
    expect(status).toBe(200);
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
    expect(robots).toContain(`Disallow: ${paths.dashboard}`);
  });

  it("get the landing page's headline, calculator and every step of 'how we work' in the first HTML", async () => {
    const { html } = await fetchHtml(baseUrl, paths.home);
    expect(headingsIn(html, 1)).toEqual([home.hero.headline]);
    expect(headingsIn(html, 2)).toContain(home.calculator.heading);
    // Every step is in the HTML, not only the selected one.
    const text = decodeHtml(html);
    for (const step of home.process.steps) expect(text).toContain(step.text);
  });
});
