import { type SQL, sql } from "drizzle-orm";
import { otherPageLabel, unknownSource } from "../../contracts/analytics.ts";
import type { LeadAttribution } from "../../contracts/staff.ts";
import type { AnalyticsEventInsert } from "./event-buffer.ts";
import { visitSource } from "./source-groups.ts";

/*
 * Where a lead came from, without a cookie: at submit the server computes the visitor's
 * hash again from the request (the day's salt, the address, the User-Agent: visitor-hash.ts)
 * and reads that visitor's page views of the same Stockholm day. Nothing is stored on the
 * device, and once the day's salt is deleted the join can no longer be made.
 */

/** A page view as the attribution reads it. */
export interface VisitPageview {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
}

/** No visit seen, or a browser that asked not to be counted. */
export const unknownAttribution: LeadAttribution = {
  source: unknownSource,
  entryPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
};

/**
 * The attribution of a day's page views, oldest first: the entry page is the first; the
 * source and campaign are those of the last page view that had a referring site or a
 * campaign tag (the last click that was not direct), else "Direkt". None: "Okänd".
 */
export function attributionOf(pageviews: readonly VisitPageview[]): LeadAttribution {
  const [entry] = pageviews;
  if (!entry) return unknownAttribution;
  const entryPage = entry.path === otherPageLabel ? null : entry.path;
  const tagged = pageviews.findLast((view) => view.referrerHost !== null || view.utmSource !== null || view.utmCampaign !== null);
  if (!tagged) return { ...unknownAttribution, source: visitSource({ utmSource: null, referrer: null }), entryPage };
  return {
    source: visitSource({ utmSource: tagged.utmSource, referrer: tagged.referrerHost }),
    entryPage,
    referrer: tagged.referrerHost,
    utmSource: tagged.utmSource,
    utmMedium: tagged.utmMedium,
    utmCampaign: tagged.utmCampaign,
    utmContent: tagged.utmContent,
    utmTerm: tagged.utmTerm,
  };
}

/** What a lead's request tells: whether the browser opted out, its address and User-Agent. */
export interface AttributionRequest {
  headers: Headers;
  address: string;
  day: string;
}

/**
 * Statistics are not collected from a browser with Global Privacy Control (Sec-GPC: 1), and
 * a lead from one, or from one with Do Not Track, is not joined to anything either.
 */
export function optedOut(headers: Headers): boolean {
  return headers.get("Sec-GPC") === "1" || headers.get("DNT") === "1";
}

/**
 * The page views of a batch of visitors, oldest first, each row naming its visitor. A
 * hash is made with the day's salt, so it names that day's visitor alone: asked by the
 * hashes alone, only the partial index on page views by visitor answers. PGlite keeps no
 * statistics, and with the day in the query its planner filtered every page view of the
 * day instead (attribution.test.ts checks the plan).
 */
export function visitorsPageviews(visitors: readonly string[]): SQL {
  return sql`select visitor, path, referrer_host as "referrerHost", utm_source as "utmSource", utm_medium as "utmMedium", utm_campaign as "utmCampaign",
      utm_content as "utmContent", utm_term as "utmTerm"
    from analytics_events where visitor in ${visitors} and name = 'pageview' order by created_at, id`;
}

/** A page view still waiting in the event buffer, as the attribution reads it. */
export function waitingPageview(event: AnalyticsEventInsert): VisitPageview {
  return {
    path: event.path,
    referrerHost: event.referrerHost ?? null,
    utmSource: event.utmSource ?? null,
    utmMedium: event.utmMedium ?? null,
    utmCampaign: event.utmCampaign ?? null,
    utmContent: event.utmContent ?? null,
    utmTerm: event.utmTerm ?? null,
  };
}
