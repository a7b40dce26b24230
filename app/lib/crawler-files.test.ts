import { describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { buildRobotsTxt, buildSitemap } from "./crawler-files.ts";

describe("buildSitemap", () => {
  it("lists each path once as an absolute URL", () => {
    const xml = buildSitemap(["/", "/about"]);
    expect(xml).toContain(`<loc>${site.url}/</loc>`);
    expect(xml).toContain(`<loc>${site.url}/about</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("escapes characters that would break the XML", () => {
    expect(buildSitemap(["/a&b"])).toContain("/a&amp;b</loc>");
  });
});

describe("buildRobotsTxt", () => {
  it("allows crawling, keeps private paths out and points at the sitemap", () => {
    const robots = buildRobotsTxt(["/dashboard"]);
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
