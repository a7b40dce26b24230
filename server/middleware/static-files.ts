import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { refusedPostParameter } from "../../app/content/forms.ts";
import type { PixelSources } from "../consent/index.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { isCompressible, precompressedSuffixes } from "./precompress.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

export interface StaticFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** CSP hashes of the inline scripts of an HTML document. */
  scriptHashes?: string[];
}

/** The URL a built file answers at: prerendered `about/index.html` answers `/about`. */
export function urlPathFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const readIfPresent = (file: string) => readFile(file).catch(() => undefined);

/**
 * Reads the client build into memory once at start-up, so a request never touches the
 * disk and only files of the build can be served. Compressed copies come from the
 * build (precompress.ts); a file without them is compressed here, quickly.
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const all = await listFiles(clientDir);
  for (const file of all.filter((name) => !precompressedSuffixes.some((suffix) => name.endsWith(suffix)))) {
    const body = await readFile(file);
    const urlPath = urlPathFor(relative(clientDir, file));
    const compressed = isCompressible(file, body.length)
      ? {
          brotli: (await readIfPresent(`${file}.br`)) ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: (await readIfPresent(`${file}.gz`)) ?? gzipSync(body, { level: 6 }),
        }
      : {};
    files.set(urlPath, staticFile(urlPath, extname(file), body, compressed));
  }
  return files;
}

/**
 * A file served from memory: its headers' values, CSP hashes for an HTML document's
 * inline scripts, and the compressed copies given.
 */
export function staticFile(urlPath: string, extension: string, body: Buffer, compressed: { brotli?: Buffer; gzip?: Buffer } = {}): StaticFile {
  const hashed = urlPath.startsWith("/assets/");
  const entry: StaticFile = {
    body,
    ...compressed,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    cacheControl: hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  };
  if (extension === ".html") entry.scriptHashes = inlineScriptHashes(body.toString("utf8"));
  return entry;
}

/** Picks the smallest encoding the client accepts. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string): { body: Buffer; encoding?: "br" | "gzip" } {
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(acceptEncoding);
  if (file.brotli && accepts("br")) return { body: file.brotli, encoding: "br" };
  if (file.gzip && accepts("gzip")) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

/**
 * Whether a request for a prerendered page must be rendered by the server instead. A
 * prerendered page was built without a query, so it cannot show what the query asks for:
 * `?fel=1`, with which the lead API sends a refused plain form post back to its page,
 * makes the form show its error summary (app/components/ui/form/use-no-script-error.ts).
 */
export function needsRendering(file: StaticFile, url: URL): boolean {
  return file.contentType.startsWith("text/html") && url.searchParams.has(refusedPostParameter);
}

/**
 * Answers GET and HEAD for a file of the client build, from memory; any other path
 * falls through to the pages, as does a page that needsRendering().
 */
export function serveStaticFiles(
  files: ReadonlyMap<string, StaticFile>,
  https: boolean,
  trackingPixel?: PixelSources,
  authOrigin?: string,
): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const file = files.get(decodeURIComponent(url.pathname));
    if (!file || needsRendering(file, url)) return next();
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (file.scriptHashes) headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, https, trackingPixel, authOrigin });
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    const { body, encoding } = chooseEncoding(file, c.req.header("Accept-Encoding") ?? "");
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };
}
