import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./api.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { chooseEncoding, type StaticFile } from "./static-files.ts";

export interface AppOptions {
  build: ServerBuild;
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** Adds upgrade-insecure-requests when the public site runs on https. */
  https: boolean;
  mode?: "production" | "development";
}

/** Builds the whole site as one Hono app; server/index.ts only makes it listen. */
export function createApp({ build, staticFiles, https, mode = "production" }: AppOptions) {
  const app = new Hono();
  const handlePage = createRequestHandler(build, mode);

  app.onError((error, c) => {
    console.error(`[${c.req.method} ${new URL(c.req.url).pathname}]`, error);
    return c.text("Ett oväntat fel uppstod. Försök igen om en stund.", 500);
  });

  app.use(compress());
  app.use(securityHeaders(https));
  app.use(rejectMalformedPaths);
  app.use(removeTrailingSlash);
  app.route("/", createApi());
  app.on(["GET", "HEAD"], "*", serveStaticFiles(staticFiles, https));
  app.all("*", (c) => handlePage(c.req.raw));
  return app;
}

function securityHeaders(https: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isHtml(c.res) && !c.res.headers.has("Content-Security-Policy")) {
      // A server-rendered page: hash its inline scripts now (prerendered ones were hashed at start-up).
      const html = await c.res.text();
      const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https });
      c.res = new Response(html, c.res);
      c.res.headers.set("Content-Security-Policy", policy);
    } else if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy({ https }));
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
  };
}

function isHtml(response: Response) {
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}

/** A path whose percent-encoding does not decode is the client's error (RFC 3986 §2.1), not ours. */
const rejectMalformedPaths: MiddlewareHandler = async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text("Ogiltig adress.", 400);
  }
  await next();
};

/** `/about/` and `/about` are one page: redirect to the canonical form without the slash. */
const removeTrailingSlash: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length > 1 && url.pathname.endsWith("/") && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect(`${url.pathname.replace(/\/+$/, "") || "/"}${url.search}`, 301);
  }
  await next();
};

function serveStaticFiles(files: ReadonlyMap<string, StaticFile>, https: boolean): MiddlewareHandler {
  return async (c, next) => {
    const file = files.get(decodeURIComponent(new URL(c.req.url).pathname));
    if (!file) return next();
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (file.scriptHashes) headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, https });
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    const { body, encoding } = chooseEncoding(file, c.req.header("Accept-Encoding") ?? "");
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };
}
