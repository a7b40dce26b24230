import type { MiddlewareHandler } from "hono";

/**
 * `/about/` and `/about` are one page: redirect to the canonical form without the slash.
 * Leading slashes collapse too, or `//example.com/` would redirect off the site.
 */
export const removeTrailingSlash: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length > 1 && url.pathname.endsWith("/") && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`, 301);
  }
  await next();
};
