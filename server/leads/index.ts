/**
 * The leads area as other areas see it. It owns the `leads`, `lead_notes` and
 * `lead_events` tables: nothing outside server/leads/ reads or writes them, other areas
 * ask here.
 */
export { createLeadWriter, insertLeadWithJobs, type LeadWriter, type NewLead, type StoredLead } from "./lead-store.ts";
export { type CustomerLeadStatus, type CustomerRequest, requestsByEmail } from "./customer-requests.ts";
export { startRetentionJob, retentionEnvShape } from "./retention.ts";
// Speed to lead: the reply rules a lead's deadline is set by, and the alerts to staff.
export {
  defaultReplyDeadlines,
  formatReplyRule,
  replyDeadlineEnvShape,
  type ReplyDeadlines,
  replyDeadlinesFromEnv,
} from "./reply-deadlines.ts";
export { type LeadAlertSettings, startDeadlineWarnings } from "./lead-alerts.ts";
export { guideRoutes, leadFormRoutes, type LeadsContext } from "./routes.ts";
export { leadsTool } from "./cli/tool.ts";
export { guideBrand, guidePdfPath } from "./guide-file.ts";
export { layOutGuideAgain } from "./guide-relayout.ts";
export { type GuideFollowingContent, guideFollowsContent, type ServedGuide } from "./guide-follows-content.ts";
export { leadForms } from "./lead-forms.ts";
export { type LeadPerson, leadPeople } from "./lead-people.ts";
export { withAttribution } from "./attribution-payload.ts";
export { formServicePerson } from "./payloads.ts";
// The staff workspace's operations (workspace/): the web API (server/staff/) and `npm run leads` share them.
export { leadFilterOf } from "./workspace/lead-filter.ts";
export { listLeadPage } from "./workspace/lead-list.ts";
export { findLeadSummaries, type LeadFilter } from "./workspace/lead-records.ts";
export { leadDetail, leadIdPattern } from "./workspace/lead-detail.ts";
export { addLeadNote, changeLead, cliActor } from "./workspace/lead-changes.ts";
export { type Redelivery, redeliverLead } from "./workspace/redeliver.ts";
export { type Erasure, erasePerson } from "./workspace/erase-person.ts";
export { leadsCsvFileName, leadsCsvFor } from "./workspace/leads-csv.ts";
