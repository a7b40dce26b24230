import { analyticsEventsPath, type AnalyticsEventInput, type DeviceClass, type VitalMetric } from "../../../contracts/analytics.ts";
import { connectCollector, landingPath, type TrackedEvent } from "./track.ts";

/*
 * The collector, loaded when the browser is idle after the page has loaded (analytics.tsx).
 * Each event is one small POST with sendBeacon (fetch with keepalive where it refuses),
 * as JSON in a text/plain body so the browser asks no preflight. Only the page's path,
 * the referring host, the utm_* parameters and a device class from the viewport's width
 * are sent: no cookie, no storage, no identifier.
 */

const device: DeviceClass = innerWidth < 640 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop";

function send(event: AnalyticsEventInput) {
  const body = JSON.stringify(event);
  // A string body goes as text/plain;charset=UTF-8 either way.
  if (!navigator.sendBeacon?.(analyticsEventsPath, body)) fetch(analyticsEventsPath, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

let firstPageview = true;

/**
 * An event as the endpoint takes it. The referring site's host goes with the first page
 * view of the page load only, and only when it is another site; never the whole address.
 */
function toEvent({ search, ...event }: TrackedEvent): AnalyticsEventInput {
  const sent = { ...event, device };
  if (event.name === "pageview") {
    const query = new URLSearchParams(search);
    const utm = (key: string) => query.get(`utm_${key}`)?.slice(0, 100) || undefined;
    const referrer = firstPageview && document.referrer ? new URL(document.referrer).host : location.host;
    firstPageview = false;
    Object.assign(sent, { referrer: referrer === location.host ? undefined : referrer, utmSource: utm("source"), utmMedium: utm("medium"), utmCampaign: utm("campaign") });
  }
  return sent as AnalyticsEventInput;
}

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number; duration: number };

function observe(type: string, onEntry: (entry: Entry) => void, options: Record<string, unknown> = {}) {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => onEntry(entry as Entry))).observe({ type, buffered: true, ...options });
  } catch {
    // An entry type this browser does not know: that vital is not measured here.
  }
}

/**
 * The page load's Web Vitals, measured as web.dev defines them
 * (https://web.dev/articles/vitals), attributed to the page the visit landed on. TTFB
 * and FCP are final when the collector loads and go at once; LCP, CLS and INP go when
 * the page is first hidden (the visitor leaves or switches tabs).
 */
function measureVitals(path: string) {
  const report = (metric: VitalMetric, value: number | undefined) => {
    if (value !== undefined && value >= 0) send({ name: "vital", path, device, metric, value: +value.toFixed(4) });
  };
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  report("TTFB", navigation?.responseStart);
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") report("FCP", entry.startTime);
  });

  let lcp: number | undefined;
  observe("largest-contentful-paint", (entry) => (lcp = entry.startTime));

  // CLS: the largest burst of shifts, each burst ending after a 1 s gap or 5 s in all.
  let cls = 0, burst = 0, burstStart = 0, lastShift = 0;
  observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    if (burst && entry.startTime - lastShift < 1000 && entry.startTime - burstStart < 5000) burst += entry.value!;
    else [burst, burstStart] = [entry.value!, entry.startTime];
    lastShift = entry.startTime;
    cls = Math.max(cls, burst);
  });

  // INP: the slowest interaction, ignoring one for every 50 (the 98th percentile).
  const interactions = new Map<number, number>();
  const onEvent = ({ interactionId, duration }: Entry) => {
    if (interactionId) interactions.set(interactionId, Math.max(interactions.get(interactionId) ?? 0, duration));
  };
  observe("event", onEvent, { durationThreshold: 40 });
  observe("first-input", onEvent);

  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    removeEventListener("visibilitychange", onHidden);
    const durations = [...interactions.values()].sort((a, b) => b - a);
    report("LCP", lcp);
    report("CLS", cls);
    report("INP", durations[Math.min(durations.length - 1, Math.floor(durations.length / 50))]);
  };
  addEventListener("visibilitychange", onHidden);
}

/** Starts sending: the queued events first (the page view among them), then the vitals. */
export function startCollector() {
  connectCollector((event) => send(toEvent(event)));
  measureVitals(landingPath() ?? location.pathname);
}
