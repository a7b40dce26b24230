import type { AnalyticsEventName } from "../../../contracts/analytics.ts";
import type { LeadKind } from "../../../contracts/lead-kinds.ts";

/**
 * The site's own statistics, as the pages see them: a page view or a conversion is
 * queued here, at no cost to the page, and the collector (collect.ts), loaded when the
 * browser is idle, sends what is queued and everything after. Nothing is written to or
 * read from the visitor's device. A visitor who sends Global Privacy Control is not
 * counted: nothing is queued, and the collector is never loaded.
 */

export type TrackedName = Exclude<AnalyticsEventName, "vital">;

export interface TrackedEvent {
  name: TrackedName;
  path: string;
  /** The page's query string, for a page view's utm_* parameters. */
  search?: string;
  form?: LeadKind;
}

declare global {
  interface Navigator {
    /** https://privacycg.github.io/gpc-spec/ */
    globalPrivacyControl?: boolean;
  }
}

/** Whether the visitor asked not to be tracked with Global Privacy Control. */
export const optedOut = () => navigator.globalPrivacyControl === true;

// Bounded: a page whose collector never loads does not collect events without end.
const maxQueued = 50;
const queued: TrackedEvent[] = [];
let deliver: ((event: TrackedEvent) => void) | undefined;
const startedForms = new Set<LeadKind>();
let landing: string | undefined;

/** The path the visit landed on, which the page load's Web Vitals belong to. */
export const landingPath = () => landing;

function enqueue(event: TrackedEvent) {
  if (optedOut()) return;
  if (deliver) deliver(event);
  else if (queued.length < maxQueued) queued.push(event);
}

/** A conversion on the current page: popup shown, chat opened or handed off, a lead stored. */
export function track(name: Exclude<TrackedName, "pageview" | "form_start">, form?: LeadKind) {
  enqueue({ name, path: location.pathname, form });
}

/** A page view, on load and on each client-side navigation; forms count as unstarted again. */
export function trackPageview(path: string) {
  startedForms.clear();
  landing ??= path;
  enqueue({ name: "pageview", path, search: location.search });
}

/** The visitor's first input in a lead form: once per page view and form. */
export function trackFormStart(form: LeadKind) {
  if (startedForms.has(form)) return;
  startedForms.add(form);
  enqueue({ name: "form_start", path: location.pathname, form });
}

/** Called once by the collector: sends what was queued, then each event as it comes. */
export function connectCollector(send: (event: TrackedEvent) => void) {
  deliver = send;
  for (const event of queued.splice(0)) send(event);
}
