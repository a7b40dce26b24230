import { useEffect } from "react";
import { whenIslandsHydrated } from "./island-status.ts";

/** Set on <html> once React has hydrated the page and its islands; browser tests and the late start wait for it. */
export const hydratedAttribute = "data-hydrated";

/**
 * Marks the document once React runs in the browser. An effect rather than state in the
 * layout: a state change there would render the header, footer and overlays a second
 * time, at once and in one task, right after hydration.
 */
export function HydratedMarker() {
  useEffect(() => {
    whenIslandsHydrated(() => document.documentElement.setAttribute(hydratedAttribute, ""));
  }, []);
  return null;
}
