import type { MiddlewareHandler } from "hono";
import type { PixelSources } from "../consent/index.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";
import { framedByThisSite } from "./frame-policy.ts";
import { openerPolicy } from "./opener-policy.ts";

/**
 * Sets the security headers on every response. A response that brings its own
 * Content-Security-Policy keeps it (prerendered pages, hashed at start-up); a page
 * rendered now gets one allowing exactly its inline scripts; anything else the strict default.
 * The opener policy depends on the page (opener-policy.ts); `hsts` is the
 * Strict-Transport-Security value, none when undefined (strict-transport-security.ts).
 */
export function securityHeaders(https: boolean, trackingPixel?: PixelSources, authOrigin?: string, hsts?: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const framed = framedByThisSite(c.req.path);
    const frameAncestors = framed ? "'self'" : "'none'";
    if (isHtml(c.res) && !c.res.headers.has("Content-Security-Policy")) {
      const html = await c.res.text();
      const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https, trackingPixel, authOrigin, frameAncestors });
      c.res = new Response(html, c.res);
      c.res.headers.set("Content-Security-Policy", policy);
    } else if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy({ https, trackingPixel, authOrigin, frameAncestors }));
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
    if (framed) c.res.headers.set("X-Frame-Options", "SAMEORIGIN");
    if (hsts) c.res.headers.set("Strict-Transport-Security", hsts);
    const opener = openerPolicy(c.req.path);
    if (opener) c.res.headers.set("Cross-Origin-Opener-Policy", opener);
  };
}

function isHtml(response: Response) {
  return response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
}
