/**
 * The leads area as other areas see it. It owns the `leads` table: nothing outside
 * server/leads/ reads or writes it, other areas ask here.
 */
export { type CustomerRequest, insertLeadWithJobs, type NewLead, requestsByEmail, type StoredLead } from "./lead-store.ts";
export { startRetentionJob, retentionEnvShape } from "./retention.ts";
export { guideRoutes, leadFormRoutes, type LeadsContext } from "./routes.ts";
export { leadsTool } from "./cli/tool.ts";
export { guidePdfPath } from "./guide-file.ts";
export { leadForms } from "./lead-forms.ts";
