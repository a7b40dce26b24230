import type { LeadAttribution } from "../../contracts/staff.ts";
import type { WebhookTarget } from "../db/schema.ts";
import { leadWorkspaceUrl } from "../mail/index.ts";

/**
 * Each webhook payload with an `attribution` object after SPEC's keys, which are left as
 * they are: where the lead came from (server/analytics/attribution.ts), the lead's id and
 * its page in the staff workspace, so a CRM can report on channels and link back.
 */
export function withAttribution(
  payloads: Partial<Record<WebhookTarget, object>>,
  attribution: LeadAttribution,
  lead: { id: string; siteUrl: string },
): Partial<Record<WebhookTarget, object>> {
  const extra = { ...attribution, leadId: lead.id, leadUrl: leadWorkspaceUrl(lead.siteUrl, lead.id) };
  return Object.fromEntries(Object.entries(payloads).map(([target, payload]) => [target, { ...payload, attribution: extra }]));
}
