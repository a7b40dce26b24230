import { apiRoot } from "../../contracts/api.ts";
import { scriptJson } from "./start-after-load.ts";
import { paths } from "../lib/paths.ts";

/**
 * Speculation rules for a page of islands, where every link to another page is a page
 * load: Chromium fetches a page of the site once the visitor rests the pointer on its
 * link (or presses it), so the next page is there when the click comes. Only the
 * document is fetched, nothing of it runs, and the statistics count nothing until the
 * visitor arrives. Not for the API or the signed-in area.
 */
const rules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${apiRoot}/*` } },
          { not: { href_matches: `${paths.dashboard}*` } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export const prefetchRulesText = scriptJson(rules);

/**
 * In a page of islands; the server hashes its text into the Content-Security-Policy like
 * any inline script. Only in the server's HTML: React never hydrates a page of islands,
 * and a rule set React would add after a client-side navigation is ignored by Chromium,
 * with a warning.
 */
export function PrefetchRules() {
  if (!import.meta.env.SSR) return null;
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: prefetchRulesText }} />;
}
