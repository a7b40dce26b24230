/**
 * Every page URL of the site, once. `routes.ts` turns this table into React Router's
 * route config; the prerender list (react-router.config.ts) and sitemap.xml are
 * computed from it, so no page path is typed twice.
 */
import { caseStudyIds } from "./content/case-studies.ts";
import { industryIds } from "./content/industries.ts";
import { serviceIds } from "./content/services.ts";

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
  { pattern: "/case-studies", file: "routes/case-studies.tsx", indexable: true },
  { pattern: "/case-studies/:id", file: "routes/case-study.tsx", indexable: true, params: { id: caseStudyIds } },
  { pattern: "/about", file: "routes/about.tsx", indexable: true },
  { pattern: "/security", file: "routes/security.tsx", indexable: true },
  { pattern: "/privacy-policy", file: "routes/privacy-policy.tsx", indexable: true },
  { pattern: "/terms", file: "routes/terms.tsx", indexable: true },
  { pattern: "/cookie-policy", file: "routes/cookie-policy.tsx", indexable: true },
  { pattern: "/roi-calculator", file: "routes/roi-calculator.tsx", indexable: true },
  { pattern: "/demo", file: "routes/demo.tsx", indexable: true },
  { pattern: "/careers", file: "routes/careers.tsx", indexable: true },
  { pattern: "/partners", file: "routes/partners.tsx", indexable: true },
  { pattern: "/api-docs", file: "routes/api-docs.tsx", indexable: true },
  { pattern: "/tjanster", file: "routes/tjanster.tsx", indexable: true },
  { pattern: "/tjanster-paket", file: "routes/tjanster-paket.tsx", indexable: true },
  { pattern: "/services/:service", file: "routes/service.tsx", indexable: true, params: { service: serviceIds } },
  { pattern: "/industries/:industry", file: "routes/industry.tsx", indexable: true, params: { industry: industryIds } },
  { pattern: "/voice-agent", file: "routes/redirect-voice-agent.ts", indexable: false },
  { pattern: "/chatbot", file: "routes/redirect-chatbot.ts", indexable: false },
  { pattern: "/email-automation", file: "routes/redirect-email-automation.ts", indexable: false },
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
