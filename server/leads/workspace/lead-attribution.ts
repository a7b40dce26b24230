import { unknownSource } from "../../../contracts/analytics.ts";
import type { LeadAttribution } from "../../../contracts/staff.ts";
import type { Lead } from "../../db/schema.ts";

/** The attribution columns of a lead, as the inbox, the CSV and the webhooks read them. */
export type AttributionColumns = Pick<Lead, "source" | "entryPage" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "utmContent" | "utmTerm">;

/** A stored lead's attribution; a lead stored before attribution was kept has source "Okänd". */
export function attributionOfLead(lead: AttributionColumns): LeadAttribution {
  return {
    source: lead.source ?? unknownSource,
    entryPage: lead.entryPage,
    referrer: lead.referrer,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmContent: lead.utmContent,
    utmTerm: lead.utmTerm,
  };
}
