import { useEffect } from "react";
import { useLocation } from "react-router";
import { useIdle } from "../../lib/use-idle.ts";
import { optedOut, trackPageview } from "./track.ts";

/**
 * Counts each page view, on load and on every client-side navigation, and loads the
 * collector once the browser is idle after hydration, so it never competes with the
 * page's first paint (server/analytics/README.md).
 */
export function SiteAnalytics() {
  const { pathname } = useLocation();
  const idle = useIdle();

  useEffect(() => {
    trackPageview(pathname);
  }, [pathname]);

  useEffect(() => {
    if (idle && !optedOut()) void import("./collect.ts").then(({ startCollector }) => startCollector());
  }, [idle]);

  return null;
}
