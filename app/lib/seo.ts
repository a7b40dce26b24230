import type { MetaDescriptor } from "react-router";
import { site } from "../content/site.ts";

export interface PageSeo {
  /** The page's own title; the brand is added here. */
  title: string;
  description: string;
  /** Path of the page, for the canonical link. */
  path: string;
  /** Structured data (schema.org objects) for this page. */
  jsonLd?: readonly object[];
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** Title, description, robots, canonical, Open Graph and JSON-LD for one page (SPEC §1). */
export function pageMeta({ title, description, path, jsonLd = [] }: PageSeo): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} – ${title}` : `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "sv_SE" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    ...jsonLd.map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: site.email,
    telephone: site.phone,
    sameAs: site.social.map((link) => link.href),
  };
}
