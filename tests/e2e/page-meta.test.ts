import { describe, expect, inject, it } from "vitest";
import { absoluteUrl } from "../../app/lib/seo.ts";
import { indexablePaths } from "../../app/route-table.ts";

const baseUrl = inject("baseUrl");

/** What a crawler sees: the first HTML response, before any JavaScript runs. */
async function fetchHtml(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function metaContent(html: string, attribute: "name" | "property", key: string) {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
}

describe.each(indexablePaths())("served HTML of %s", (path) => {
  it("answers 200 with title, description, robots, canonical, Open Graph and text", async () => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="sv"/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(50);
    expect(metaContent(html, "name", "robots")).toBe("index, follow");
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(path)}"/>`);
    expect(metaContent(html, "property", "og:url")).toBe(absoluteUrl(path));
    expect(metaContent(html, "property", "og:locale")).toBe("sv_SE");
    expect(html).toMatch(/<h1[^>]*>[^<]{5,}/);
  });
});

describe("pages for crawlers", () => {
  it("has a distinct title on every page", async () => {
    const titles = await Promise.all(
      indexablePaths().map(async (path) => (await fetchHtml(path)).html.match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("lists every page in sitemap.xml", async () => {
    const { status, html: xml, headers } = await fetchHtml("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("xml");
    for (const path of indexablePaths()) expect(xml).toContain(`<loc>${absoluteUrl(path)}</loc>`);
  });

  it("points crawlers at the sitemap from robots.txt", async () => {
    const { status, html: robots } = await fetchHtml("/robots.txt");
    expect(status).toBe(200);
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });

  it("carries the landing page's headline in the first HTML response", async () => {
    const { html } = await fetchHtml("/");
    expect(html).toContain("AI-kundservice som svarar direkt, dygnet runt</h1>");
    expect(html).toContain("Räkna på vad ni kan spara");
    // Every step of 'how we work' is in the HTML, not only the selected one.
    expect(html).toContain("Vi lanserar stegvis, mäter resultatet");
  });
});
