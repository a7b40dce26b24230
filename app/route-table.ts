/**
 * Every page URL of the site, once. `routes.ts` turns this table into React Router's
 * route config; the prerender list (react-router.config.ts) and sitemap.xml are
 * computed from it, so no page path is typed twice.
 */
export interface PageRoute {
  /** URL pattern; dynamic segments are `:name`. */
  readonly pattern: string;
  /** Route module, relative to app/. */
  readonly file: string;
  /** Listed in sitemap.xml and prerendered at build time. */
  readonly indexable: boolean;
  /** Values of each dynamic segment that exist; every combination is prerendered. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

export const pageRoutes: readonly PageRoute[] = [
  { pattern: "/", file: "routes/home.tsx", indexable: true },
];

/** Concrete URLs of a page route, one per known parameter value. */
export function expandPattern(route: PageRoute): string[] {
  let urls = [route.pattern];
  for (const [name, values] of Object.entries(route.params ?? {})) {
    urls = urls.flatMap((url) => values.map((value) => url.replace(`:${name}`, encodeURIComponent(value))));
  }
  return urls;
}

/** URLs prerendered to HTML and listed in the sitemap. */
export function indexablePaths(): string[] {
  return pageRoutes.filter((route) => route.indexable).flatMap(expandPattern);
}
