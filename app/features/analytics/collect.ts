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
    Object.assign(sent, { referrer: referrer === location.host ? undefined : referrer, utmSource: utm("source"), utmMedium: utm("medium"), utmCampaign: utm("campaign"), utmContent: utm("content"), utmTerm: utm("term") });
  }
  return sent as AnalyticsEventInput;
}

/**
 * The page load's Web Vitals as the web-vitals package measures them, attributed to the
 * page the visit landed on. The package is a chunk of its own, fetched after the
 * collector, so the collector stays small. It reports TTFB and FCP once they are final,
 * LCP at the visitor's first click or key press, and CLS and INP (and LCP if no input came)
 * when the page is first hidden (the visitor leaves or switches tabs).
 */
async function measureVitals(path: string) {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = ({ name, value }: { name: VitalMetric; value: number }) => {
    if (value >= 0) send({ name: "vital", path, device, metric: name, value: +value.toFixed(4) });
  };
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(report);
}

/** Starts sending: the queued events first (the page view among them), then the vitals. */
export function startCollector() {
  connectCollector((event) => send(toEvent(event)));
  void measureVitals(landingPath() ?? location.pathname).catch(() => undefined);
}
