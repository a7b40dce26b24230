/**
 * The concrete URLs of every indexable page: the route table's patterns with each id that
 * exists in the content. These are prerendered at build time (react-router.config.ts) and
 * listed in sitemap.xml. Kept apart from the table so the browser bundle, which links
 * through the table, does not carry the content these ids come from.
 */
import { caseStudyIds } from "./content/cases.ts";
import { industryIds } from "./content/industries.ts";
import { serviceIds } from "./content/services.ts";
import { type SegmentNames, fillPattern, pageRoutes, segmentNames } from "./route-table.ts";

/** An indexable page with dynamic segments; one rendered per request (a lead) has no values to list. */
type DynamicRoute = Extract<(typeof pageRoutes)[number], { pattern: `${string}:${string}`; indexable: true }>;

type SegmentValues = Readonly<Record<string, readonly string[]>>;

/**
 * Values of each dynamic segment that exist; every combination is a page. A dynamic route
 * without its values here, or with a segment its pattern does not have, is a type error.
 */
export const segmentValues = {
  caseStudy: { id: caseStudyIds },
  service: { service: serviceIds },
  industry: { industry: industryIds },
} as const satisfies {
  readonly [Route in DynamicRoute as Route["name"]]: Readonly<Record<SegmentNames<Route["pattern"]>[number], readonly string[]>>;
};

/** Concrete URLs of a pattern, one per combination of its segments' values. */
export function expandPattern(pattern: string, values: SegmentValues = {}): string[] {
  const combinations = segmentNames(pattern).reduce<string[][]>(
    (partial, name) => partial.flatMap((combination) => (values[name] ?? []).map((value) => [...combination, value])),
    [[]],
  );
  return combinations.map((combination) => fillPattern(pattern, combination));
}

const valuesByRoute: Readonly<Record<string, SegmentValues>> = segmentValues;

/** URLs prerendered to HTML and listed in the sitemap. */
export function indexablePaths(): string[] {
  return pageRoutes
    .filter((route) => route.indexable)
    .flatMap((route) => expandPattern(route.pattern, valuesByRoute[route.name]));
}
