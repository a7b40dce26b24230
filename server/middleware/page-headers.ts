import type { MiddlewareHandler } from "hono";
import { matchesPattern, pageRoutes } from "../../app/route-table.ts";

/** The account and staff pages: every page neither public (app/route-table.ts) nor a short link. */
const accountPatterns = pageRoutes.filter((route) => !("public" in route) && !("redirectTo" in route)).map((route) => route.pattern);

export function isAccountPage(path: string): boolean {
  return accountPatterns.some((pattern) => matchesPattern(pattern, path));
}

/**
 * What a page's response says beside the security headers (issue 36, item 9):
 *
 * - An HTML response names its charset. React Router's renderer sends `text/html` alone
 *   (app/entry.server.tsx), which leaves the browser to find the encoding in the page
 *   itself (HTML Living Standard, "determining the character encoding"); a guessed
 *   encoding garbles the Swedish letters and is an old way to smuggle script in.
 *   Prerendered files carry it already (static-files.ts).
 * - The account and staff pages, the password pages among them, are `no-store` however
 *   they are served (a file, a rendering, a 304): no shared cache keeps a copy and the
 *   browser writes none to its disk cache (RFC 9111 §5.2.2.5).
 */
export const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("Content-Type");
  if (type !== null && /^text\/html\s*(;|$)/i.test(type) && !/;\s*charset=/i.test(type)) {
    c.res.headers.set("Content-Type", "text/html; charset=utf-8");
  }
  if (isAccountPage(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
};
