import * as z from "zod/mini";
import {
  analyticsLiveSchema,
  analyticsReportSubscriptionSchema,
  analyticsSummarySchema,
  staffAnalyticsLivePath,
  staffAnalyticsPath,
  staffAnalyticsReportPath,
} from "../../../contracts/analytics.ts";
import {
  staffLeadDetailSchema,
  staffLeadListSchema,
  staffLeadNotesPath,
  staffLeadPatchSchema,
  staffLeadPath,
  staffLeadRedeliverPath,
  staffMailListSchema,
  staffMembersSchema,
  staffNoteRequestSchema,
  staffNoteSchema,
  staffPaths,
  staffRedeliverSchema,
  staffSettingsSchema,
} from "../../../contracts/staff.ts";
import type { ApiContract } from "../../lib/api/api-request.ts";

/*
 * The workspace's calls to /api/staff/ (contracts/staff.ts, server/staff/README.md), each
 * with its contract's schemas for apiRequest. Every call sends the staff member's token.
 */

type LeadId = { id: string };

/** GET the inbox; its filter is the query string (query.ts). */
export const leadListContract = { method: "GET", path: staffPaths.leads, response: staffLeadListSchema } satisfies ApiContract<void, void, unknown>;

/** GET the inbox's filter as CSV for Swedish Excel: a file to save. */
export const leadExportContract = {
  method: "GET",
  path: staffPaths.export,
  answer: "file",
  response: z.instanceof(Blob),
} satisfies ApiContract<void, void, unknown>;

/** GET one lead with its deliveries, mails, notes and history. */
export const leadDetailContract = {
  method: "GET",
  path: ({ id }: LeadId) => staffLeadPath(id),
  response: staffLeadDetailSchema,
} satisfies ApiContract<LeadId, void, unknown>;

/** PATCH a lead's status or assignee; answers with the whole lead again. */
export const leadPatchContract = {
  method: "PATCH",
  path: ({ id }: LeadId) => staffLeadPath(id),
  request: staffLeadPatchSchema,
  response: staffLeadDetailSchema,
} satisfies ApiContract<LeadId, z.input<typeof staffLeadPatchSchema>, unknown>;

/** POST a note; 201 with the stored note (server/staff/README.md). */
export const leadNoteContract = {
  method: "POST",
  path: ({ id }: LeadId) => staffLeadNotesPath(id),
  request: staffNoteRequestSchema,
  response: z.object({ note: staffNoteSchema }),
} satisfies ApiContract<LeadId, z.input<typeof staffNoteRequestSchema>, unknown>;

/** POST: queue the lead's webhook deliveries again. */
export const leadRedeliverContract = {
  method: "POST",
  path: ({ id }: LeadId) => staffLeadRedeliverPath(id),
  response: staffRedeliverSchema,
} satisfies ApiContract<LeadId, void, unknown>;

/** GET the outbox; its filter is the query string (query.ts). */
export const mailListContract = { method: "GET", path: staffPaths.mails, response: staffMailListSchema } satisfies ApiContract<void, void, unknown>;

/** GET the staff accounts a lead can be assigned to. */
export const staffMembersContract = { method: "GET", path: staffPaths.members, response: staffMembersSchema } satisfies ApiContract<void, void, unknown>;

/** GET what the workspace should say about the server's configuration: whether mail is sent at all. */
export const staffSettingsContract = { method: "GET", path: staffPaths.settings, response: staffSettingsSchema } satisfies ApiContract<void, void, unknown>;

/** GET the statistics for `?from=&to=` (days in Swedish time). */
export const analyticsSummaryContract = {
  method: "GET",
  path: staffAnalyticsPath,
  response: analyticsSummarySchema,
} satisfies ApiContract<void, void, unknown>;

/** GET the last 30 minutes: "Idag" on the analytics page. */
export const analyticsLiveContract = {
  method: "GET",
  path: staffAnalyticsLivePath,
  response: analyticsLiveSchema,
} satisfies ApiContract<void, void, unknown>;

/** GET whether the signed-in staff member gets the weekly summary mail. */
export const analyticsReportContract = { method: "GET", path: staffAnalyticsReportPath, response: analyticsReportSubscriptionSchema } satisfies ApiContract<void, void, unknown>;

/** PUT the weekly mail on or off for the signed-in staff member; answers with the choice. */
export const analyticsReportChoiceContract = {
  method: "PUT",
  path: staffAnalyticsReportPath,
  request: analyticsReportSubscriptionSchema,
  response: analyticsReportSubscriptionSchema,
} satisfies ApiContract<void, z.input<typeof analyticsReportSubscriptionSchema>, unknown>;
