/**
 * Internal link targets, built from app/route-table.ts so a path is written once: every
 * page (built or still to build) is `paths.<name>`, a dynamic page a function of its
 * segment values (`paths.service(id)`), a short link `paths.shortLinks.<name>`. A name
 * that is not in the table is a type error.
 */
import { type SegmentNames, fillPattern, pageRoutes, plannedPages } from "../route-table.ts";

type SiteUrl = (typeof pageRoutes)[number] | (typeof plannedPages)[number];
type ShortLink = Extract<SiteUrl, { redirectTo: string }>;
type Page = Exclude<SiteUrl, ShortLink>;

/** One string per item of a tuple, keeping its length. */
type StringsFor<Tuple extends readonly unknown[]> = { [Index in keyof Tuple]: string };

type LinkTo<Pattern extends string> =
  SegmentNames<Pattern> extends [] ? Pattern : (...values: StringsFor<SegmentNames<Pattern>>) => string;

export type Paths = { readonly [Entry in Page as Entry["name"]]: LinkTo<Entry["pattern"]> } & {
  readonly shortLinks: { readonly [Entry in ShortLink as Entry["name"]]: Entry["pattern"] };
};

function linkTo(pattern: string) {
  return pattern.includes(":") ? (...values: string[]) => fillPattern(pattern, values) : pattern;
}

const entries: readonly SiteUrl[] = [...pageRoutes, ...plannedPages];
const isShortLink = (entry: SiteUrl): entry is ShortLink => "redirectTo" in entry;

// Object.fromEntries forgets the keys; route-table.test.ts checks the result against the table.
export const paths = {
  ...Object.fromEntries(entries.filter((entry) => !isShortLink(entry)).map((entry) => [entry.name, linkTo(entry.pattern)])),
  shortLinks: Object.fromEntries(entries.filter(isShortLink).map((entry) => [entry.name, entry.pattern])),
} as Paths;
