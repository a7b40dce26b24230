import { useEffect } from "react";
import { markLeadLeft } from "./lead-left.ts";

/**
 * On /tack, where a form sent before its JavaScript had loaded lands once the lead is
 * stored: the lead popup has nothing more to ask this visit. An island that renders nothing.
 */
export function LeadLeftMarker() {
  useEffect(() => markLeadLeft(), []);
  return null;
}
