import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { apiErrorResponse } from "./api-error.ts";
import { errorMessages } from "./error-messages.ts";

export interface SameOriginOptions {
  /** The site's public address (SITE_URL): its origin is the one the forms are on. */
  siteUrl: string;
  /** Where a refused plain HTML form post is sent back to, such as "/contact?fel=1". */
  refusedFormRedirect: string;
}

/**
 * Whether a request came from the site's own pages. A browser names the page's origin
 * in `Origin` on every cross-site POST (or at least says `Sec-Fetch-Site: cross-site`),
 * so a request with neither, as from curl or another server, is not a browser being
 * used by another site and may pass; the per-address rate limit still applies to it.
 * The request's own origin counts as the site's too, for a server reached by another
 * name than SITE_URL's (loopback, a preview host).
 */
export function isSameOriginRequest(headers: Headers, requestUrl: string, siteOrigin: string): boolean {
  const origin = headers.get("Origin");
  if (origin !== null) return origin === siteOrigin || origin === new URL(requestUrl).origin;
  return headers.get("Sec-Fetch-Site")?.toLowerCase() !== "cross-site";
}

/**
 * Refuses a post another site's page makes a visitor's browser send, before anything is
 * stored or mailed: otherwise any page could post the lead forms and have the site mail
 * whatever address it likes. A plain form post goes back to its form with the refusal
 * parameter, as refused input does; JSON gets 403 in the error shape.
 */
export function sameOrigin({ siteUrl, refusedFormRedirect }: SameOriginOptions): MiddlewareHandler<AppEnv> {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (isSameOriginRequest(c.req.raw.headers, c.req.url, siteOrigin)) return next();
    c.get("log").warn(
      { crossSite: { origin: c.req.header("Origin") ?? null, secFetchSite: c.req.header("Sec-Fetch-Site") ?? null } },
      "Cross-site form post refused",
    );
    const isForm = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
    if (isForm) return c.redirect(refusedFormRedirect, 303);
    return apiErrorResponse(c, 403, errorMessages.crossSite);
  };
}
