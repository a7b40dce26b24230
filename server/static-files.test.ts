import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";
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
