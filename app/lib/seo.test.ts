import { describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { absoluteUrl, pageMeta } from "./seo.ts";

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Om oss", description: "Vilka vi är.", path: "/about" });

  it("adds the brand to the title", () => {
    expect(meta[0]).toEqual({ title: `Om oss | ${site.name}` });
  });

  it("sets description, robots and an absolute canonical link", () => {
    expect(find(meta, "name", "description")?.content).toBe("Vilka vi är.");
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.url}/about`);
  });

  it("sets Swedish Open Graph tags that repeat title, description and URL", () => {
    expect(find(meta, "property", "og:locale")?.content).toBe("sv_SE");
    expect(find(meta, "property", "og:title")?.content).toBe(`Om oss | ${site.name}`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.url}/about`);
  });

  it("puts the brand first on the home page", () => {
    expect(pageMeta({ title: "Start", description: "d", path: "/" })[0]).toEqual({ title: `${site.name} – Start` });
  });

  it("adds a schema.org context to structured data", () => {
    const withLd = pageMeta({ title: "t", description: "d", path: "/", jsonLd: [{ "@type": "Organization" }] });
    expect(withLd.at(-1)).toEqual({ "script:ld+json": { "@context": "https://schema.org", "@type": "Organization" } });
  });
});

describe("pageMeta of a page search engines must not list", () => {
  const meta = pageMeta({ title: "Sidan hittades inte", description: "Den finns inte.", noindex: true });

  it("asks not to be indexed while its links are still followed", () => {
    expect(find(meta, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("names no canonical URL, neither as a link nor in Open Graph", () => {
    expect(meta.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
    expect(find(meta, "property", "og:url")).toBeUndefined();
  });

  it("keeps the title and description", () => {
    expect(meta[0]).toEqual({ title: `Sidan hittades inte | ${site.name}` });
    expect(find(meta, "name", "description")?.content).toBe("Den finns inte.");
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL and a path without doubling slashes", () => {
    expect(absoluteUrl("/")).toBe(`${site.url}/`);
    expect(absoluteUrl("/services/chatbot")).toBe(`${site.url}/services/chatbot`);
  });
});
