import * as z from "zod/mini";
import { apiRoot } from "./api.ts";
import { leadKinds } from "./lead-forms.ts";

/*
 * /api/staff/: the workspace where the business works its leads (server/staff/). Every
 * call sends `Authorization: Bearer <access token>` of a signed-in staff user (the role in
 * the token's app_metadata.role, server/auth/README.md): 401 in the API's error shape
 * without a valid token, 403 for a customer's. Bad input is 400, an unknown lead 404.
 */

export const staffApiRoot = `${apiRoot}/staff`;

/** The role of an account: staff work the leads, customers see their own requests. */
export const userRoles = ["customer", "staff"] as const;
export type UserRole = (typeof userRoles)[number];

/** Where a lead stands in the sales work; every new lead starts as `new`. */
export const leadStatuses = ["new", "in_progress", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** How far a delivery or mail in the queue got. */
export const deliveryStatuses = ["pending", "delivered", "dead"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Where a lead's webhook deliveries go: the automation webhook (CRM) and the form service. */
export const webhookTargets = ["automation_webhook", "form_service"] as const;
export type WebhookTarget = (typeof webhookTargets)[number];

/** What a lead's history records: who changed what, and when. */
export const leadEventActions = ["status", "assignee", "note", "redeliver"] as const;
export type LeadEventAction = (typeof leadEventActions)[number];

export const staffPaths = {
  /** GET the inbox (staffLeadQuerySchema); DELETE ?email=ADDRESS erases one person (GDPR). */
  leads: `${staffApiRoot}/leads`,
  /** GET the inbox's current filter as CSV for Swedish Excel: UTF-8 with BOM, `;` between cells. */
  export: `${staffApiRoot}/leads/export.csv`,
  /** GET the stored and sent mails, newest first. */
  mails: `${staffApiRoot}/mails`,
  /** GET the staff accounts a lead can be assigned to. */
  members: `${staffApiRoot}/members`,
} as const;

/** GET and PATCH one lead. */
export const staffLeadPath = (id: string) => `${staffPaths.leads}/${encodeURIComponent(id)}`;
/** POST a note on a lead. */
export const staffLeadNotesPath = (id: string) => `${staffLeadPath(id)}/notes`;
/** POST: queue the lead's webhook deliveries again, with the same webhook-ids. */
export const staffLeadRedeliverPath = (id: string) => `${staffLeadPath(id)}/redeliver`;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "ÅÅÅÅ-MM-DD"));
const positiveInteger = z.coerce.number().check(z.int(), z.positive());

/**
 * The inbox's filters, as query parameters. `from` and `to` are days in Swedish time,
 * both included; `q` searches name, company, email and message.
 */
export const staffLeadQuerySchema = z.object({
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatuses)),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z.optional(positiveInteger),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(200))),
});
export type StaffLeadQuery = z.output<typeof staffLeadQuerySchema>;
export const defaultStaffPageSize = 50;

const jobCountsSchema = z.object({
  total: z.number(),
  delivered: z.number(),
  pending: z.number(),
  dead: z.number(),
});
export type JobCounts = z.output<typeof jobCountsSchema>;

export const staffLeadRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(leadKinds),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
  email: z.string(),
  status: z.enum(leadStatuses),
  /** The staff member's email, or null when nobody has it. */
  assignee: z.nullable(z.string()),
  /** The lead's webhook deliveries (CRM, form service) and its mails, counted by state. */
  webhooks: jobCountsSchema,
  mails: jobCountsSchema,
});
export type StaffLeadRow = z.output<typeof staffLeadRowSchema>;

/** 200: one page of the filter, and the count per status over the filter without its status. */
export const staffLeadListSchema = z.object({
  leads: z.array(staffLeadRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(z.enum(leadStatuses), z.number()),
});
export type StaffLeadList = z.output<typeof staffLeadListSchema>;

const attemptSchema = z.object({
  at: z.iso.datetime(),
  /** The receiver's HTTP status; null for mails and for attempts that got no answer. */
  statusCode: z.nullable(z.number()),
  error: z.nullable(z.string()),
  durationMs: z.number(),
});

export const staffDeliverySchema = z.object({
  id: z.uuid(),
  target: z.enum(webhookTargets),
  status: z.enum(deliveryStatuses),
  webhookId: z.string(),
  nextAttemptAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
  attempts: z.array(attemptSchema),
});
export type StaffDelivery = z.output<typeof staffDeliverySchema>;

export const staffMailSchema = z.object({
  id: z.uuid(),
  leadId: z.nullable(z.uuid()),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body, so a site without SMTP still shows what each mail says. */
  text: z.string(),
  status: z.enum(deliveryStatuses),
  createdAt: z.iso.datetime(),
  deliveredAt: z.nullable(z.iso.datetime()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
});
export type StaffMail = z.output<typeof staffMailSchema>;

export const staffNoteSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffNote = z.output<typeof staffNoteSchema>;

export const staffLeadEventSchema = z.object({
  id: z.uuid(),
  /** Who did it: a staff member's email, or "cli" for a command run on the server. */
  actor: z.string(),
  action: z.enum(leadEventActions),
  /** The value before and after (status, assignee); null where it does not apply. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type StaffLeadEvent = z.output<typeof staffLeadEventSchema>;

/** 200 for GET and PATCH of one lead: every field as sent, its deliveries, mails, notes and history. */
export const staffLeadDetailSchema = z.object({
  lead: z.extend(staffLeadRowSchema, {
    fields: z.record(z.string(), z.unknown()),
    /** A filled honeypot: kept for inspection, never delivered. */
    honeypot: z.boolean(),
    firstDownloadedAt: z.nullable(z.iso.datetime()),
  }),
  deliveries: z.array(staffDeliverySchema),
  mails: z.array(staffMailSchema),
  notes: z.array(staffNoteSchema),
  history: z.array(staffLeadEventSchema),
});
export type StaffLeadDetail = z.output<typeof staffLeadDetailSchema>;

/** PATCH body: at least one of the two. */
export const staffLeadPatchSchema = z
  .object({
    status: z.optional(z.enum(leadStatuses)),
    assignee: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
  })
  .check(z.refine((patch) => patch.status !== undefined || patch.assignee !== undefined, "Ange status eller ansvarig."));
export type StaffLeadPatch = z.output<typeof staffLeadPatchSchema>;

export const maxNoteLength = 5000;
/** POST body of a note; 201 answers with the note. */
export const staffNoteRequestSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, "Skriv en anteckning."), z.maxLength(maxNoteLength)),
});

/** 200 for redeliver: how many deliveries were queued again, and how many were already waiting. */
export const staffRedeliverSchema = z.object({ requeued: z.number(), alreadyPending: z.number() });
export type StaffRedeliverResult = z.output<typeof staffRedeliverSchema>;

/** DELETE's query: the person to erase, by the address their leads came from. */
export const staffEraseQuerySchema = z.object({ email: z.email("Ange en giltig e-postadress.").check(z.maxLength(254)) });

/** 200 for DELETE ?email=: what was erased about that person. */
export const staffEraseSchema = z.object({ leads: z.number(), mails: z.number(), notes: z.number() });
export type StaffEraseResult = z.output<typeof staffEraseSchema>;

export const staffMailQuerySchema = z.object({
  status: z.optional(z.enum(deliveryStatuses)),
  page: z.optional(positiveInteger),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(200))),
});

/** 200: one page of mails, newest first. */
export const staffMailListSchema = z.object({
  mails: z.array(staffMailSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffMailList = z.output<typeof staffMailListSchema>;

/** 200: the staff accounts, by email. */
export const staffMembersSchema = z.object({ members: z.array(z.object({ email: z.string() })) });
export type StaffMembers = z.output<typeof staffMembersSchema>;
