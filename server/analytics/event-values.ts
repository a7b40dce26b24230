import { otherPageLabel, otherValueLabel } from "../../contracts/analytics.ts";
import { expandPattern, segmentValues } from "../../app/indexable-paths.ts";
import { pageRoutes } from "../../app/route-table.ts";

/*
 * What an event's free-text fields may add to the figures. Anyone can post an event, so
 * each field is brought down to a small set of values before it is stored: otherwise one
 * address could plant hundreds of made-up paths, sources and campaigns a day in the raw
 * events (30 days), the roll-ups (25 months) and the staff's top tables (issue 36).
 * daily-rows.ts then counts at most 100 sources and campaigns a day; the rest are "Övrigt".
 */

const routeValues: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = segmentValues;

/**
 * Every path that is a page of the site: each route of the table, a dynamic one with each
 * id the content has (/services/chatbot, not /services/anything). Short links answer 301,
 * so a page view is never counted on them; a dynamic route without content ids (a lead in
 * the staff workspace) has no path here, and the signed-in area is not counted anyway.
 */
export const sitePagePaths: ReadonlySet<string> = new Set(
  pageRoutes.filter((route) => !("redirectTo" in route)).flatMap((route) => expandPattern(route.pattern, routeValues[route.name])),
);

/** The page an event counts for: its path when that is a page of the site, otherwise the one row "Annan sida" (a 404, an unknown id). */
export function countedPage(path: string): string {
  return sitePagePaths.has(path) ? path : otherPageLabel;
}

/**
 * A campaign tag as the figures keep it: lower-case letters, digits and `-_.+`, at most 64
 * characters. It is lower-cased first and its spaces become `+` (a `+` in the address
 * reaches the page as a space); anything else, such as a URL or a sentence, is counted as
 * "Övrigt", so the page view still shows that a campaign brought it.
 */
const campaignTag = /^[a-z0-9._+-]{1,64}$/;

export function campaignValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  const tag = value.trim().toLowerCase().replace(/\s+/g, "+");
  return campaignTag.test(tag) ? tag : otherValueLabel;
}

/**
 * Second-level labels under which a country's domains are registered (bbc.co.uk,
 * abc.net.au): a host under one of these keeps three labels. A short list instead of
 * the public-suffix list: it covers the referrers this site sees, and a domain it gets
 * wrong only groups or splits a source in the statistics.
 */
const countrySecondLevels = new Set(["ac", "co", "com", "edu", "gov", "net", "org", "or", "ne", "go", "gob", "mil", "nic", "sch", "ltd", "plc"]);

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The referring site as the figures keep it: its registrable domain, without the port,
 * `www.` and other subdomains (www.google.se and news.google.se are google.se; a.b.bbc.co.uk
 * is bbc.co.uk), so a site cannot fill the sources with a subdomain per visit. An IP
 * address and a one-label name (localhost) are kept as they are.
 */
export function referrerDomain(host: string | undefined): string | null {
  if (host === undefined) return null;
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.+$/, "");
  if (ipv4.test(name)) return name;
  const labels = name.split(".").filter((label) => label !== "");
  if (labels.length === 0) return null;
  const [topLevel = "", secondLevel = ""] = [labels.at(-1), labels.at(-2)];
  const kept = labels.length > 2 && topLevel.length === 2 && countrySecondLevels.has(secondLevel) ? 3 : 2;
  return labels.slice(-kept).join(".");
}
