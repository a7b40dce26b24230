import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

/** The site's stylesheet: a hashed asset large enough to be compressed. */
async function assetUrl() {
  const html = await (await fetch(baseUrl)).text();
  const path = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!path) throw new Error("no stylesheet in the landing page");
  return `${baseUrl}${path}`;
}

describe("HTTP behaviour of the server", () => {
  it("sends security headers with every response, pages and 404s alike", async () => {
    for (const path of ["/", "/finns-inte", "/healthz", "/robots.txt"]) {
      const { headers } = await fetch(`${baseUrl}${path}`);
      expect(headers.get("strict-transport-security")).toContain("max-age=");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it("allows exactly the inline scripts of a server-rendered page by hash", async () => {
    const response = await fetch(`${baseUrl}/finns-inte`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]!.trim());
    const hashes = response.headers.get("content-security-policy")?.match(/'sha256-[^']+'/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(hashes.length).toBe(new Set(inlineScripts.map((m) => m[1])).size);
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    const asset = await fetch(await assetUrl());
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(baseUrl);
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    expect(page.headers.get("etag")).toBeTruthy();
  });

  it("answers a repeated request with 304 when the page has not changed", async () => {
    const first = await fetch(baseUrl);
    const second = await fetch(baseUrl, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(second.status).toBe(304);
  });

  it("compresses with brotli or gzip, as the client accepts", async () => {
    const url = await assetUrl();
    const brotli = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect((await gzip.text()).length).toBeGreaterThan(1000);
    const dynamic = await fetch(`${baseUrl}/finns-inte`, { headers: { "Accept-Encoding": "gzip" } });
    expect(dynamic.headers.get("content-encoding")).toBe("gzip");
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await fetch(`${baseUrl}/finns-inte/?a=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/finns-inte?a=1");
  });

  it("answers a path with broken percent-encoding with 400, not a server error", async () => {
    const response = await fetch(`${baseUrl}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("serves no file outside the build, however the path is written", async () => {
    for (const path of ["/..%2f..%2fpackage.json", "/assets/..%2f..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/package.json"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('"scripts"');
    }
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(baseUrl, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("reports health for load balancers", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
