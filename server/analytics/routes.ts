import { Hono, type MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { analyticsEventSchema, type AnalyticsEvent } from "../../contracts/analytics.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import { ApiError } from "../http/api-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { errorMessages } from "../http/error-messages.ts";
import { rateLimit, type RateLimitDatabase, type RateWindow } from "../http/rate-limit.ts";
import { readBody } from "../http/request-body.ts";
import type { AnalyticsEventInsert, EventBuffer } from "./event-buffer.ts";
import { type BrowserFamily, browserFamily } from "./browsers.ts";
import { campaignValue, countedPage, referrerDomain } from "./event-values.ts";
import type { VisitorHasher } from "./visitor-hash.ts";

/**
 * A visitor sends a page view, a few conversions and five vitals per page; an office
 * behind one address sends many visitors' worth. Counted in memory on either engine: a
 * database write per event would cost more than the event (docs/decisions/015).
 */
export const analyticsRateWindows: readonly RateWindow[] = [
  { points: 300, seconds: 60 },
  { points: 3_000, seconds: 60 * 60 },
];

/** The largest event is a page view with its three campaign fields: well under this. */
export const analyticsBodyLimit = 2 * 1024;

/**
 * What the events endpoint needs: the server's event buffer, its visitor hasher (which
 * keeps the day's salt), the rate limits' store, and the site's origin to tell its own pages.
 */
export interface AnalyticsContext {
  data?: { rateLimits: RateLimitDatabase; analyticsEvents: EventBuffer; visitorHasher: VisitorHasher };
  site: { origin: string };
  trustProxy: number;
}

/**
 * Whether the request comes from one of the site's own pages: a browser names the page's
 * origin in Origin on every POST, and its address in Referer unless the page forbids it.
 * A request with neither (curl, a script elsewhere) is not a visitor on the site.
 */
export function fromOwnPage(headers: Headers, requestUrl: string, siteOrigin: string): boolean {
  const ownOrigins = [siteOrigin, new URL(requestUrl).origin];
  const origin = headers.get("Origin");
  if (origin !== null) return ownOrigins.includes(origin);
  const referer = headers.get("Referer");
  if (referer === null || !URL.canParse(referer)) return false;
  return ownOrigins.includes(new URL(referer).origin);
}

/**
 * Events nobody asked to be counted end here with the same 202, so a client learns
 * nothing: Global Privacy Control (Sec-GPC, https://privacycg.github.io/gpc-spec/),
 * crawlers and other bots (isbot on User-Agent, none at all included), and posts that
 * no page of the site made.
 */
function dropUncounted(siteOrigin: string): MiddlewareHandler<AppEnv> {
  const isBot = rememberedAnswers(isbot, 1_000);
  return async (c, next) => {
    const userAgent = c.req.header("User-Agent") ?? "";
    if (c.req.header("Sec-GPC") === "1" || userAgent === "" || isBot(userAgent) || !fromOwnPage(c.req.raw.headers, c.req.url, siteOrigin)) {
      return accepted(c);
    }
    return next();
  };
}

/**
 * isbot's pattern is long and most visitors send one of a few User-Agents, several events
 * each: its answers are kept in memory for up to `size` of them, all forgotten when full.
 */
export function rememberedAnswers<Answer>(answer: (userAgent: string) => Answer, size: number): (userAgent: string) => Answer {
  let answers = new Map<string, Answer>();
  return (userAgent) => {
    let known = answers.get(userAgent);
    if (known === undefined) {
      known = answer(userAgent);
      if (answers.size >= size) answers = new Map();
      answers.set(userAgent, known);
    }
    return known;
  };
}

/** Several events per page view: the request log keeps the accepted ones at debug level. */
const routine: MiddlewareHandler<AppEnv> = (c, next) => {
  c.set("routine", true);
  return next();
};

function accepted(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  return c.body(null, 202, { "Cache-Control": "no-store" });
}

/**
 * The stored row of an event: only the fields its kind carries, each brought down to the
 * values the figures keep (event-values.ts: a page of the site, a referring domain, a
 * campaign tag), the browser's family (browsers.ts) and the visitor's hash.
 */
export function eventRow(event: AnalyticsEvent, day: string, visitor: string, browser: BrowserFamily | null = null): AnalyticsEventInsert {
  const row: AnalyticsEventInsert = { day, name: event.name, path: countedPage(event.path), device: event.device, browser, visitor };
  if (event.name === "pageview") {
    row.referrerHost = referrerDomain(event.referrer);
    row.utmSource = campaignValue(event.utmSource);
    row.utmMedium = campaignValue(event.utmMedium);
    row.utmCampaign = campaignValue(event.utmCampaign);
    row.utmContent = campaignValue(event.utmContent);
    row.utmTerm = campaignValue(event.utmTerm);
  } else if (event.name === "form_start" || event.name === "lead") {
    row.formKind = event.form;
  } else if (event.name === "vital") {
    row.metric = event.metric;
    row.value = event.value;
  }
  return row;
}

/**
 * `POST /api/events` (contracts/analytics.ts): checks the event, hashes the visitor with
 * the day's salt and queues the row for the next batch (event-buffer.ts), then answers
 * 202 without waiting for the write. No cookie is set or read, and neither the address
 * nor the User-Agent is kept: they live only in the hash.
 */
export function analyticsRoutes({ data, site, trustProxy }: AnalyticsContext) {
  if (!data) return undefined;
  const buffer = data.analyticsEvents;
  const hasher = data.visitorHasher;
  const browserOf = rememberedAnswers(browserFamily, 1_000);
  return new Hono<AppEnv>().post(
    "/",
    routine,
    dropUncounted(site.origin),
    rateLimit({ database: data.rateLimits, name: "analytics", windows: analyticsRateWindows, trustProxy, inMemory: true }),
    async (c) => {
      let event: AnalyticsEvent;
      try {
        event = await readBody(c, analyticsEventSchema, { accept: ["json", "jsonText"], limit: analyticsBodyLimit });
      } catch (error) {
        // The collector sends only what the contract describes: anything else is unreadable, not a form to correct.
        if (error instanceof ApiError && error.status === 422) throw new ApiError(400, errorMessages.unreadable);
        throw error;
      }
      const day = stockholmDay(new Date());
      const userAgent = c.req.header("User-Agent") ?? "";
      const visitor = await hasher.hash(day, clientIp(c, trustProxy), userAgent);
      buffer.add(eventRow(event, day, visitor, browserOf(userAgent)));
      return accepted(c);
    },
  );
}
