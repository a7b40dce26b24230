import type { MetaDescriptor } from "react-router";

/** The brand and the public address the server runs with (content/site.ts reads the same values). */
const { BRAND_NAME: brandName, SITE_URL: siteUrl } = __PUBLIC_ENV__;

interface PageText {
  /** The page's own title; the brand is added here. */
  title: string;
  description: string;
}

interface IndexablePage extends PageText {
  /** Path of the page, for the canonical link. */
  path: string;
  /** Structured data (schema.org objects, app/lib/json-ld.ts) for this page. */
  jsonLd?: readonly object[];
  noindex?: false;
}

/**
 * A page search engines must not list: the 404 page, an unknown id, an error. It has no
 * canonical link, since no URL is the right one to index in its place.
 */
interface UnlistedPage extends PageText {
  noindex: true;
}

export type PageSeo = IndexablePage | UnlistedPage;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Title, description, robots, canonical, Open Graph and JSON-LD for one page (SPEC §1). */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const { title, description } = page;
  const fullTitle = !page.noindex && page.path === "/" ? `${brandName} – ${title}` : `${title} | ${brandName}`;
  const shared: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
  ];
  const openGraph: MetaDescriptor[] = [
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "sv_SE" },
    { property: "og:site_name", content: brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
  if (page.noindex) {
    return [...shared, { name: "robots", content: "noindex, follow" }, ...openGraph, { name: "twitter:card", content: "summary" }];
  }
  const url = absoluteUrl(page.path);
  return [
    ...shared,
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    ...openGraph,
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}
