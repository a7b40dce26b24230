import { useEffect } from "react";
import { usePageLocation } from "../../lib/page-location.ts";
import { useIdle } from "../../lib/use-idle.ts";
import { isCountedPath } from "./counted-path.ts";
import { landingPath, optedOut, trackPageview } from "./track.ts";

let collectorStarted = false;

/**
 * Counts each page view, on load and on every client-side navigation, and loads the
 * collector once the browser is idle after hydration, so it never competes with the
 * page's first paint (server/analytics/README.md). Pages of the signed-in area are not
 * counted, and a visit that has seen only those loads no collector.
 */
export function SiteAnalytics() {
  const { pathname } = usePageLocation();
  const idle = useIdle();
  const counted = isCountedPath(pathname);

  useEffect(() => {
    if (counted) trackPageview(pathname);
  }, [pathname, counted]);

  useEffect(() => {
    if (!idle || collectorStarted || optedOut() || landingPath() === undefined) return;
    collectorStarted = true;
    void import("./collect.ts").then(({ startCollector }) => startCollector());
  }, [idle, pathname]);

  return null;
}
