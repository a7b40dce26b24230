import * as z from "zod/mini";
import { apiRoot } from "./api.ts";
import { leadKinds } from "./lead-kinds.ts";

/*
 * The site's own visitor statistics, collected without cookies or consent
 * (server/analytics/README.md). The browser's collector (app/features/analytics/) posts one
 * event per request to POST /api/events with sendBeacon, as JSON in a text/plain body so no
 * preflight is needed; the answer is 202 with an empty body, also for an event the server
 * chooses not to count (a bot, Global Privacy Control, another site's page). Staff read
 * the figures at GET /api/staff/analytics.
 */

export const analyticsEventsPath = `${apiRoot}/events`;
export const analyticsEventsMethod = "POST";

/** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (days in Swedish time, both included): the summary below. */
export const staffAnalyticsPath = `${apiRoot}/staff/analytics`;

/** Every event the collector sends; anything else is refused. */
export const analyticsEventNames = ["pageview", "form_start", "lead", "popup_shown", "chat_opened", "chat_handoff", "vital"] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The events the summary counts as conversions (everything but page views and vitals). */
export const conversionEventNames = ["form_start", "lead", "popup_shown", "chat_opened", "chat_handoff"] as const;
export type ConversionEventName = (typeof conversionEventNames)[number];

/** The Core Web Vitals and their neighbours, as web.dev names them. */
export const vitalMetrics = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/** Google's limits for good and poor, at the 75th percentile (https://web.dev/articles/vitals). Milliseconds; CLS is unitless. */
export const vitalThresholds: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

/** At most `good` is good, above `poor` is poor: the staff page and the command line rate alike. */
export function vitalRating(metric: VitalMetric, p75: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  if (p75 <= good) return "good";
  return p75 > poor ? "poor" : "needs-improvement";
}

/** The visitor's screen, from the viewport's width only. */
export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * The row under which the figures count every path that is not a page of the site (a
 * 404, a service or case that does not exist): the pages, entry pages and vitals list it
 * in place of a path. Not a path itself, so no page can be counted under it.
 */
export const otherPageLabel = "Annan sida";

/**
 * The row under which a source or campaign is counted when it is beyond the day's 100
 * most common, or a campaign tag is not one (see server/analytics/README.md). No source
 * or tag can be spelled so: they are lower-case letters, digits and `-_.+`.
 */
export const otherValueLabel = "Övrigt";

/**
 * A lead's and a visitor's source when the visit had no referring site and no campaign
 * tag ("Direkt"), and a lead's when no visit of the same visitor was seen that day, or the
 * browser asked not to be counted (Global Privacy Control, Do Not Track): "Okänd". No
 * real source is spelled so: stored sources are lower-case or one of the grouped names.
 */
export const directSource = "Direkt";
export const unknownSource = "Okänd";

const path = z.string().check(z.minLength(1), z.maxLength(200), z.startsWith("/"));
const label = z.string().check(z.minLength(1), z.maxLength(100));
// A host name as the collector takes it from document.referrer: letters, digits, dots, dashes, a port.
const device = z.enum(deviceClasses);
const host = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9.-]+(:\d{1,5})?$/));

/**
 * The body of `POST /api/events`: one event, its fields bounded, no field beyond these.
 * Each variant spells out its fields: a spread would keep the schema in the collector's
 * build (contracts/README.md).
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("pageview"),
    path,
    device,
    /** The referring site's host on a visit's first page, when it is another site. */
    referrer: z.optional(host),
    utmSource: z.optional(label),
    utmMedium: z.optional(label),
    utmCampaign: z.optional(label),
    utmContent: z.optional(label),
    utmTerm: z.optional(label),
  }),
  z.strictObject({ name: z.literal("form_start"), path, device, form: z.enum(leadKinds) }),
  z.strictObject({ name: z.literal("lead"), path, device, form: z.enum(leadKinds) }),
  z.strictObject({ name: z.literal("popup_shown"), path, device }),
  z.strictObject({ name: z.literal("chat_opened"), path, device }),
  z.strictObject({ name: z.literal("chat_handoff"), path, device }),
  z.strictObject({
    name: z.literal("vital"),
    path,
    device,
    metric: z.enum(vitalMetrics),
    /** Milliseconds, or the unitless layout-shift score for CLS. */
    value: z.number().check(z.minimum(0), z.maximum(600_000)),
  }),
]);
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "ÅÅÅÅ-MM-DD"));

/** The longest range the summary answers, in days: a little over two years. */
export const analyticsMaxRangeDays = 800;

/** Milliseconds since 1970 of a YYYY-MM-DD day at midnight UTC, or NaN for a day the calendar lacks (2026-02-30). */
function dayNumber(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? Number.NaN : time;
}

// Built from z alone, not from isoDay: a call on a schema would not count as pure and would keep zod in the collector's build.
const calendarDay = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "ÅÅÅÅ-MM-DD"), z.refine((day) => !Number.isNaN(dayNumber(day)), "Dagen finns inte i kalendern."));

const filterValue = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

/**
 * The query of `GET /api/staff/analytics`: a range of days in Swedish time, both included,
 * and optionally one source (grouped, "Direkt" included), campaign or entry page the whole
 * summary is narrowed to: the visits of the visitors it brought that day, and its leads.
 */
export const analyticsSummaryQuerySchema = z.object({ from: calendarDay, to: calendarDay, source: filterValue, campaign: filterValue, entry: filterValue }).check(
  z.refine(({ from, to }) => from <= to, { error: "Startdagen får inte vara efter slutdagen.", path: ["from"] }),
  z.refine(({ from, to }) => (dayNumber(to) - dayNumber(from)) / 86_400_000 < analyticsMaxRangeDays, {
    error: `Välj högst ${analyticsMaxRangeDays} dagar.`,
    path: ["from"],
  }),
);
export type AnalyticsSummaryQuery = z.output<typeof analyticsSummaryQuerySchema>;

const count = z.number().check(z.int(), z.minimum(0));

/** Converting visitors of visitors as a share, 0 to 1: never above 1, even for days rolled up before it was capped. */
export function conversionRate(convertingVisitors: number, visitors: number): number {
  return visitors === 0 ? 0 : Math.min(1, convertingVisitors / visitors);
}

/**
 * 200: the figures for the range. Visitors are counted per day (the visitor hash changes
 * with the daily salt), so a range's visitors are the sum of its days'. A source is the
 * campaign's utm_source or else the referring site's domain; page views with neither are not
 * listed under sources. Pages, sources and campaigns list at most 100, the most viewed first.
 * Paths that are no page of the site are one row, `otherPageLabel`; a day's sources and
 * campaigns beyond its 100 most visited, and campaign tags that are not tags, are one row,
 * `otherValueLabel`.
 */
export const analyticsSummarySchema = z.object({
  from: isoDay,
  to: isoDay,
  visitors: count,
  pageviews: count,
  /** The stored leads of the range (spam left out), the won ones and their value in whole kronor. */
  leads: count,
  wonDeals: count,
  wonValue: count,
  pages: z.array(z.object({ path: z.string(), pageviews: count, visitors: count })),
  /**
   * Per grouped source (server/analytics/source-groups.ts: one Google, one LinkedIn...,
   * "Direkt" for visits without referrer or tag, "Okänd" for leads without a visit):
   * visits, the leads stored with that source, the visitors who sent a lead, won deals and
   * their value. `convertingVisitors` never exceeds `visitors`. Campaigns and entry pages
   * have the same four, spelled out in each (a spread would keep the schemas in the
   * collector's build, contracts/README.md).
   */
  sources: z.array(z.object({ source: z.string(), pageviews: count, visitors: count, leads: count, convertingVisitors: count, wonDeals: count, wonValue: count })),
  campaigns: z.array(
    z.object({
      campaign: z.string(),
      source: z.nullable(z.string()),
      medium: z.nullable(z.string()),
      pageviews: count,
      visitors: count,
      leads: count,
      convertingVisitors: count,
      wonDeals: count,
      wonValue: count,
    }),
  ),
  /** Page views and visitors per device class (from the viewport's width) and per browser family ("" not kept). */
  devices: z.array(z.object({ device: z.enum(deviceClasses), pageviews: count, visitors: count })),
  browsers: z.array(z.object({ browser: z.string(), pageviews: count, visitors: count })),
  forms: z.array(z.object({ kind: z.enum(leadKinds), starts: count, leads: count })),
  events: z.array(z.object({ name: z.enum(conversionEventNames), count, visitors: count })),
  vitals: z.array(z.object({ path: z.string(), metric: z.enum(vitalMetrics), p75: z.number(), samples: count })),
  /**
   * Where visitors entered: a visitor's first page view of a day, the leads stored with
   * that entry page, and the visitors who entered there and sent a lead that day. At most
   * 100, the most entered first.
   */
  entryPages: z.array(z.object({ path: z.string(), visitors: count, leads: count, convertingVisitors: count, wonDeals: count, wonValue: count })),
  /** Every day of the range in order, days without visits as zeros: the chart's points. */
  days: z.array(z.object({ day: isoDay, visitors: count, pageviews: count, leads: count })),
  /** With a filter: the first day whose visits could be narrowed (raw events are kept 30 days); null without one. */
  filteredFrom: z.nullable(isoDay),
  /**
   * Per form, in leadKinds' order: the page views of the form's page (for the popup, the
   * times it was shown), the starts and the stored leads.
   */
  funnels: z.array(z.object({ kind: z.enum(leadKinds), views: count, starts: count, leads: count })),
});
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;

/** GET: the last 30 minutes ("Idag" on the dashboard), from the raw events. */
export const staffAnalyticsLivePath = `${apiRoot}/staff/analytics/live`;

/** How far back the live figures look. */
export const liveMinutes = 30;

/** 200 of the live path: visitors, page views and leads of the last 30 minutes, and their pages. */
export const analyticsLiveSchema = z.object({
  minutes: count,
  visitors: count,
  pageviews: count,
  leads: count,
  pages: z.array(z.object({ path: z.string(), pageviews: count, visitors: count })),
});
export type AnalyticsLive = z.output<typeof analyticsLiveSchema>;

/** GET whether the signed-in staff member gets the weekly summary mail; PUT turns it on or off. */
export const staffAnalyticsReportPath = `${apiRoot}/staff/analytics/report`;

/** The body of the PUT and the answer of both: the weekly mail on or off for the caller. */
export const analyticsReportSubscriptionSchema = z.object({ subscribed: z.boolean() });
export type AnalyticsReportSubscription = z.output<typeof analyticsReportSubscriptionSchema>;
