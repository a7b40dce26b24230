import { type LeadKind, leadEndpoints, leadKinds } from "../../../contracts/lead-forms.ts";
import { track, trackFormStart } from "./track.ts";

/** The lead form that posts to `endpoint`. */
function leadKindOf(endpoint: string): LeadKind | undefined {
  return leadKinds.find((kind) => leadEndpoints[kind] === endpoint);
}

/** For a lead form's first input (its onInput): counted once per page view. */
export function trackLeadFormStart(endpoint: string) {
  const kind = leadKindOf(endpoint);
  if (kind) trackFormStart(kind);
}

/** After the server has stored the lead. */
export function trackLeadStored(endpoint: string) {
  const kind = leadKindOf(endpoint);
  if (kind) track("lead", kind);
}
