import { createHash } from "node:crypto";
import { get } from "node:http";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

// The middleware is tested in-process (server/**/*.test.ts); these tests check what only
// the real build shows: React Router's own pages and the assets Vite and precompress wrote.

/** The site's stylesheet: a hashed asset large enough to be compressed. */
async function assetUrl() {
  const html = await (await fetch(baseUrl)).text();
  const path = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!path) throw new Error("no stylesheet in the landing page");
  return `${baseUrl}${path}`;
}

describe("the production server", () => {
  it("allows exactly the inline scripts of prerendered and server-rendered pages by hash", async () => {
    for (const [path, status] of [["/", 200], ["/finns-inte", 404]] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(status);
      expect(response.headers.get("x-request-id")).toBeTruthy();
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1]!)
        .filter((script) => script.trim());
      const expected = new Set(inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`));
      const allowed = response.headers.get("content-security-policy")?.match(/'sha256-[^']+'/g) ?? [];
      expect(expected.size).toBeGreaterThan(0);
      expect(new Set(allowed)).toEqual(expected);
    }
  });

  it("serves the build's hashed stylesheet compressed and cached for a year", async () => {
    const url = await assetUrl();
    const brotli = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const gzip = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect((await gzip.text()).length).toBeGreaterThan(1000);
  });

  it("keeps an idle connection longer than a load balancer's 60 s, so the proxy is the one to close it", async () => {
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      get(`${baseUrl}/healthz`, { headers: { Connection: "keep-alive" } }, (response) => {
        response.resume();
        resolve(response.headers["keep-alive"]);
      }).on("error", reject);
    });
    expect(keepAlive).toBe("timeout=65");
  });
});
