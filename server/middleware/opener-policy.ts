import { matchesPattern, pageRoutes } from "../../app/route-table.ts";

const publicPatterns = pageRoutes.filter((route) => "public" in route).map((route) => route.pattern);

/**
 * The Cross-Origin-Opener-Policy of a response: none on the public pages (marked so in
 * app/route-table.ts), so that a visitor's arrival can reuse the renderer the browser
 * already has, and `same-origin` on everything else, the account and staff pages among
 * them, which no window of another site may then hold. Only a public page's exact path
 * goes without it: another spelling of it (case, a trailing or double slash) keeps it.
 * docs/decisions/021-opener-policy-off-the-public-pages.md
 */
export function openerPolicy(path: string): string | undefined {
  return publicPatterns.some((pattern) => matchesPattern(pattern, path)) ? undefined : "same-origin";
}
