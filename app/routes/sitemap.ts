import { buildSitemap } from "../lib/sitemap.ts";
import { indexablePaths } from "../indexable-paths.ts";

export function loader() {
  return new Response(buildSitemap(indexablePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
