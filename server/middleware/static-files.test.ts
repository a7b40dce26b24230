import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { chooseEncoding, loadStaticFiles, type StaticFile, urlPathFor } from "./static-files.ts";

describe("urlPathFor", () => {
  it("serves prerendered index files at their directory's path", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor(join("about", "index.html"))).toBe("/about");
    expect(urlPathFor(join("services", "chatbot", "index.html"))).toBe("/services/chatbot");
    expect(urlPathFor(join("assets", "root-abc.js"))).toBe("/assets/root-abc.js");
  });
});

describe("loadStaticFiles", () => {
  let dir: string;
  let files: Map<string, StaticFile>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "static-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "about"));
    await writeFile(join(dir, "assets", "app-123.js"), "console.log('hej');".repeat(100));
    await writeFile(join(dir, "about", "index.html"), `<html><script>window.x=1</script>${"<p>Om oss</p>".repeat(100)}</html>`);
    await precompressDirectory(join(dir, "assets"));
    files = await loadStaticFiles(dir);
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("caches hashed assets for a year and revalidates pages", () => {
    expect(files.get("/assets/app-123.js")?.cacheControl).toContain("immutable");
    expect(files.get("/about")?.cacheControl).toContain("must-revalidate");
  });

  it("uses the build's compressed copies, which decompress to the original", () => {
    const file = files.get("/assets/app-123.js")!;
    expect(gunzipSync(file.gzip!).equals(file.body)).toBe(true);
    expect(brotliDecompressSync(file.brotli!).equals(file.body)).toBe(true);
  });

  it("compresses a page the build did not compress", () => {
    const page = files.get("/about")!;
    expect(gunzipSync(page.gzip!).equals(page.body)).toBe(true);
  });

  it("records the hashes of a page's inline scripts", () => {
    expect(files.get("/about")?.scriptHashes).toHaveLength(1);
  });

  it("serves no precompressed copy as a file of its own", () => {
    expect([...files.keys()].some((path) => path.endsWith(".br") || path.endsWith(".gz"))).toBe(false);
  });

  it("prefers brotli, then gzip, then identity", () => {
    const file = files.get("/assets/app-123.js")!;
    expect(chooseEncoding(file, "gzip, deflate, br").encoding).toBe("br");
    expect(chooseEncoding(file, "gzip").encoding).toBe("gzip");
    expect(chooseEncoding(file, "br;q=0, gzip").encoding).toBe("gzip");
    expect(chooseEncoding(file, "").encoding).toBeUndefined();
  });
});

describe("serving the client build", () => {
  let site: TestApp;
  const script = "console.log('hej');".repeat(200);

  beforeAll(async () => {
    site = await createTestApp({
      files: {
        "index.html": `<!doctype html><h1>Start</h1>${"<p>Välkommen</p>".repeat(100)}`,
        "assets/app-1a2b3c.js": script,
        "favicon.ico": new Uint8Array([0, 0, 1, 0]),
      },
    });
    await writeFile(join(site.root, "secret.txt"), "hemligt innehåll");
  });

  afterAll(() => site.close());

  it("caches hashed assets for a year and makes pages revalidate", async () => {
    const asset = await site.request("/assets/app-1a2b3c.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const page = await site.request("/");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers 304 without a body when the client's copy is current", async () => {
    const first = await site.request("/");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await site.request("/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await site.request("/", { headers: { "If-None-Match": '"annan"' } })).status).toBe(200);
  });

  it("sends brotli or gzip as the client accepts, and the original to a client that accepts neither", async () => {
    const path = "/assets/app-1a2b3c.js";
    const brotli = await site.request(path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzip = await site.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await site.request(path, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await site.request("/assets/app-1a2b3c.js");
    const head = await site.request("/assets/app-1a2b3c.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(await head.text()).toBe("");
  });

  it("compresses a page rendered for the request", async () => {
    const large = await createTestApp({
      renderPage: () => new Response(`<!doctype html>${"<p>Sidan finns inte</p>".repeat(200)}`, { status: 404, headers: { "Content-Type": "text/html" } }),
    });
    try {
      const response = await large.request("/finns-inte", { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain("Sidan finns inte");
    } finally {
      await large.close();
    }
  });

  it("has the server render a prerendered page that a refused plain form post is sent back to", async () => {
    const forms = await createTestApp({
      files: { "contact/index.html": "<!doctype html><h1>Kontakt</h1>", "assets/app-1a2b3c.js": script },
      renderPage: (request) => new Response(`rendered ${new URL(request.url).search}`, { headers: { "Content-Type": "text/html" } }),
    });
    try {
      expect(await (await forms.request("/contact")).text()).toBe("<!doctype html><h1>Kontakt</h1>");
      expect(await (await forms.request("/contact?utm_source=nyhetsbrev")).text()).toBe("<!doctype html><h1>Kontakt</h1>");
      expect(await (await forms.request("/contact?fel=1")).text()).toBe("rendered ?fel=1");
      // Only pages: an asset asked for with the parameter is still the file.
      expect(await (await forms.request("/assets/app-1a2b3c.js?fel=1")).text()).toBe(script);
    } finally {
      await forms.close();
    }
  });

  it("serves no file outside the build, however the path is written", async () => {
    for (const path of ["/../secret.txt", "/..%2fsecret.txt", "/assets/..%2f..%2fsecret.txt", "/%2e%2e/secret.txt", "/assets/%2e%2e%2f%2e%2e%2fsecret.txt"]) {
      const response = await site.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("hemligt");
    }
  });

  it("serves binary files byte for byte", async () => {
    const icon = await site.request("/favicon.ico");
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    expect([...new Uint8Array(await icon.arrayBuffer())]).toEqual([0, 0, 1, 0]);
  });
});
