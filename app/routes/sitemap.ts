import { buildSitemap } from "../lib/crawler-files.ts";
import { indexablePaths } from "../indexable-paths.ts";

export function loader() {
  return new Response(buildSitemap(indexablePaths(), globalThis.__PAGE_DATES__), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
