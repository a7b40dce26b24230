import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PublicEnv, readPublicEnv } from "../config/public-env.ts";
import { builtValuesFile, changedValues, readBuiltValues, writeBuiltValues } from "../config/runtime-public-values.ts";
import { guidePdfPath } from "./leads/index.ts";
import { writeGuidePdf } from "./leads/guide-pdf.ts";
import { inlineScriptHashes } from "./middleware/content-security-policy.ts";
import { loadStaticFiles } from "./middleware/static-files.ts";
import { serveWithPublicValues } from "./public-values.ts";

const builtWith = readPublicEnv({});
const servedWith = readPublicEnv({ SITE_URL: "https://example.se", BRAND_NAME: "Testbolaget", CONTACT_PHONE: "08-123 456 78" });

/** Stands in for the build's request handler: a page naming the values of this process's `values`. */
function renderWith(values: PublicEnv) {
  const rendered: string[] = [];
  const renderPage = (request: Request) => {
    const { pathname } = new URL(request.url);
    rendered.push(pathname);
    if (pathname === "/robots.txt") return new Response(`Sitemap: ${values.SITE_URL}/sitemap.xml\n`, { headers: { "Content-Type": "text/plain" } });
    if (pathname.endsWith(".data")) return new Response(`[${JSON.stringify(values.BRAND_NAME)}]`);
    if (pathname === "/trasig") return new Response("fel", { status: 500 });
    const script = `window.__PUBLIC_ENV__=${JSON.stringify(values)};`;
    return new Response(`<html><head><link rel="canonical" href="${values.SITE_URL}${pathname}"><script>${script}</script></head>${`<p>${values.BRAND_NAME}</p>`.repeat(60)}</html>`, {
      headers: { "Content-Type": "text/html" },
    });
  };
  return { rendered, renderPage };
}

const logged: string[] = [];
const logger = { info: (message: string) => logged.push(message), warn: (message: string) => logged.push(message) } as never;

describe("serving a build with the server's public values", () => {
  let buildDir: string;
  const prerender = ["/", "/about", "/services/chatbot", "/robots.txt"];

  beforeAll(async () => {
    // A build as `react-router build` leaves it: pages, a loader's data, robots.txt, an asset, the guide and its fonts.
    buildDir = await mkdtemp(join(tmpdir(), "public-values-build-"));
    const client = join(buildDir, "client");
    await mkdir(join(client, "about"), { recursive: true });
    await mkdir(join(client, "services", "chatbot"), { recursive: true });
    await mkdir(join(client, "assets"));
    const { renderPage } = renderWith(builtWith);
    for (const [path, file] of [
      ["/", "index.html"],
      ["/about", "about/index.html"],
      ["/services/chatbot", "services/chatbot/index.html"],
      ["/services/chatbot.data", "services/chatbot.data"],
      ["/robots.txt", "robots.txt"],
    ] as const) {
      await writeFile(join(client, file), await renderPage(new Request(`http://localhost${path}`)).text());
    }
    await writeFile(join(client, "assets", "app-123.js"), "console.log(1)");
    await writeBuiltValues(buildDir, builtWith);
    await writeGuidePdf(buildDir, { brandName: builtWith.BRAND_NAME, siteUrl: builtWith.SITE_URL, contactEmail: builtWith.CONTACT_EMAIL });
  }, 60_000);

  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it("records the values in the build, beside the client files, and reads them back", async () => {
    expect(builtValuesFile(buildDir)).toBe(join(buildDir, "public-values.json"));
    expect(await readBuiltValues(buildDir)).toEqual(builtWith);
    expect(changedValues(builtWith, servedWith)).toEqual(["SITE_URL", "BRAND_NAME", "CONTACT_PHONE"]);
  });

  it("serves the build as it is when the values are the build's", async () => {
    const staticFiles = await loadStaticFiles(join(buildDir, "client"));
    const { rendered, renderPage } = renderWith(builtWith);
    const served = await serveWithPublicValues({ buildDir, build: { prerender }, renderPage, staticFiles, values: builtWith, logger });
    expect(rendered).toEqual([]);
    expect(served.staticFiles).toBe(staticFiles);
    expect(served.guidePdf).toBe(guidePdfPath(buildDir));
  });

  it("renders every prerendered file again with other values, with the compressed copies and script hashes that go with them", async () => {
    const staticFiles = await loadStaticFiles(join(buildDir, "client"));
    const { rendered, renderPage } = renderWith(servedWith);
    const served = await serveWithPublicValues({ buildDir, build: { prerender }, renderPage, staticFiles, values: servedWith, logger });
    try {
      expect(rendered.sort()).toEqual(["/", "/about", "/robots.txt", "/services/chatbot", "/services/chatbot.data"]);
      const about = served.staticFiles.get("/about");
      const html = about?.body.toString("utf8") ?? "";
      expect(html).toContain('href="https://example.se/about"');
      expect(html).toContain("Testbolaget");
      expect(about?.contentType).toBe("text/html; charset=utf-8");
      expect(about?.scriptHashes).toEqual(inlineScriptHashes(html));
      expect(about?.scriptHashes).not.toEqual(staticFiles.get("/about")?.scriptHashes);
      expect(about?.etag).not.toBe(staticFiles.get("/about")?.etag);
      expect(brotliDecompressSync(about?.brotli ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
      expect(gunzipSync(about?.gzip ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
      expect(served.staticFiles.get("/robots.txt")?.body.toString("utf8")).toBe("Sitemap: https://example.se/sitemap.xml\n");
      expect(served.staticFiles.get("/services/chatbot.data")?.body.toString("utf8")).toBe('["Testbolaget"]');
      // Files no value reaches stay as built.
      expect(served.staticFiles.get("/assets/app-123.js")).toBe(staticFiles.get("/assets/app-123.js"));
      expect(logged.at(-1)).toContain("SITE_URL, BRAND_NAME, CONTACT_PHONE");
    } finally {
      await served.cleanUp();
    }
  });

  it("lays the guide out again for another brand, outside the build, and removes it when asked", async () => {
    const staticFiles = await loadStaticFiles(join(buildDir, "client"));
    const served = await serveWithPublicValues({ buildDir, build: { prerender }, renderPage: renderWith(servedWith).renderPage, staticFiles, values: servedWith, logger });
    expect(served.guidePdf.startsWith(join(buildDir, ""))).toBe(false);
    const pdf = (await readFile(served.guidePdf)).toString("latin1");
    expect(pdf).toContain("(Testbolaget)");
    expect(pdf).toContain("(https://example.se/contact)");
    expect((await readFile(guidePdfPath(buildDir))).toString("latin1")).toContain(`(${builtWith.BRAND_NAME})`);
    await served.cleanUp();
    await expect(readFile(served.guidePdf)).rejects.toThrow();
  }, 60_000);

  it("keeps the build's guide when only values it does not name differ", async () => {
    const staticFiles = await loadStaticFiles(join(buildDir, "client"));
    const values = { ...builtWith, CONTACT_PHONE: "08-123 456 78" };
    const served = await serveWithPublicValues({ buildDir, build: { prerender }, renderPage: renderWith(values).renderPage, staticFiles, values, logger });
    expect(served.guidePdf).toBe(guidePdfPath(buildDir));
  });

  it("stops the start when a page cannot be rendered with the new values", async () => {
    const staticFiles = new Map(await loadStaticFiles(join(buildDir, "client")));
    staticFiles.set("/trasig", staticFiles.get("/about")!);
    const start = serveWithPublicValues({ buildDir, build: { prerender: ["/trasig"] }, renderPage: renderWith(servedWith).renderPage, staticFiles, values: servedWith, logger });
    await expect(start).rejects.toThrow("/trasig could not be rendered with this server's public values: HTTP 500");
  });

  it("serves a build that did not record its values as it is, and says so", async () => {
    const oldBuild = await mkdtemp(join(tmpdir(), "public-values-old-"));
    try {
      const served = await serveWithPublicValues({ buildDir: oldBuild, build: { prerender }, renderPage: renderWith(servedWith).renderPage, staticFiles: new Map(), values: servedWith, logger });
      expect(served.guidePdf).toBe(guidePdfPath(oldBuild));
      expect(logged.at(-1)).toContain("npm run build");
    } finally {
      await rm(oldBuild, { recursive: true, force: true });
    }
  });
});
