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

/**
 * Where staff are alerted in their chat, when configured: a Slack incoming webhook and a
 * Microsoft Teams Workflows webhook, for a new lead and for a reply deadline drawing near.
 */
export const chatAlertTargets = ["slack", "teams"] as const;
export type ChatAlertTarget = (typeof chatAlertTargets)[number];

/**
 * What a lead's history records: who changed what, and when. `reply`: the lead left "new"
 * for the first time, `to` "met" or "missed" its deadline. `warning`: the reminder before
 * the deadline went out, `to` the address it went to. `redeliver`: finished deliveries
 * were queued again; `retry`: waiting ones were moved to now. `won_value`: the won deal's
 * value in kronor was set or changed (`to` the whole kronor, null when removed).
 */
export const leadEventActions = ["status", "assignee", "note", "redeliver", "reply", "warning", "retry", "won_value"] as const;
export type LeadEventAction = (typeof leadEventActions)[number];

/**
 * What happened to a mail: waiting for its (first or next) attempt, sent through SMTP,
 * stored in the database without being sent (no SMTP_URL when it was its turn), or given
 * up after its last attempt.
 */
export const mailStates = ["pending", "sent", "stored", "dead"] as const;
export type MailState = (typeof mailStates)[number];

/** The inbox's orders: by reply deadline or by arrival, `-` for latest first. */
export const staffLeadSorts = ["respondBy", "-respondBy", "createdAt", "-createdAt"] as const;
export type StaffLeadSort = (typeof staffLeadSorts)[number];

export const staffPaths = {
  /** GET the inbox (staffLeadQuerySchema); DELETE ?email=ADDRESS erases one person (GDPR). */
  leads: `${staffApiRoot}/leads`,
  /** GET the inbox's current filter as CSV for Swedish Excel: UTF-8 with BOM, `;` between cells. */
  export: `${staffApiRoot}/leads/export.csv`,
  /** GET the stored and sent mails, newest first. */
  mails: `${staffApiRoot}/mails`,
  /** GET the staff accounts a lead can be assigned to. */
  members: `${staffApiRoot}/members`,
  /** GET what the workspace should know of the server's configuration: mail, chat alerts, reply deadlines. */
  settings: `${staffApiRoot}/settings`,
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
 * both included; `q` searches name, company, email and message, and phone numbers by
 * their digits ("123 45" finds "070-123 45 67"). `overdue=1` keeps the leads still "new"
 * whose reply deadline has passed ("Försenade"); `assignee` is `me` (the signed-in staff
 * member), `none` (nobody yet) or an address. `sort` orders by reply deadline or by
 * arrival, newest first unless given.
 */
export const staffLeadQuerySchema = z.object({
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatuses)),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  overdue: z.optional(z.enum(["0", "1"])),
  /** The grouped source (leadAttributionSchema's `source`): "Google", "Direkt", "Okänd"... */
  source: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  assignee: z.optional(z.union([z.literal("me"), z.literal("none"), z.email().check(z.maxLength(254))])),
  sort: z.optional(z.enum(staffLeadSorts)),
  page: z.optional(positiveInteger),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(200))),
});
export type StaffLeadQuery = z.output<typeof staffLeadQuerySchema>;
export const defaultStaffPageSize = 50;

const jobCountsSchema = z.object({
  total: z.number(),
  delivered: z.number(),
  /** Of the delivered mails, those stored without being sent (no SMTP_URL): never called sent. */
  stored: z.number(),
  pending: z.number(),
  dead: z.number(),
});
export type JobCounts = z.output<typeof jobCountsSchema>;

/**
 * Where a lead came from, joined at submit to the same visitor's statistics of the same day
 * (server/analytics/attribution.ts): `source` grouped ("Google", "LinkedIn", "Direkt",
 * "Okänd"...), the visit's entry page, the referring domain and the campaign tags. Leads
 * stored before attribution have source "Okänd" and nulls.
 */
export const leadAttributionSchema = z.object({
  source: z.string(),
  entryPage: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
  utmSource: z.nullable(z.string()),
  utmMedium: z.nullable(z.string()),
  utmCampaign: z.nullable(z.string()),
  utmContent: z.nullable(z.string()),
  utmTerm: z.nullable(z.string()),
});
export type LeadAttribution = z.output<typeof leadAttributionSchema>;

/** The largest won value staff can give, in whole kronor: a billion. */
export const maxWonValue = 1_000_000_000;

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
  /**
   * When the lead must be answered (ISO 8601, UTC): set when it arrived, in working time
   * (BUSINESS_HOURS in Stockholm, Swedish holidays closed), a quote one working day later,
   * the other kinds by LEAD_REPLY_DEFAULT. A later change of the rules leaves it as it is.
   */
  respondBy: z.iso.datetime(),
  /** Still "new" with the deadline passed: "Försenade". */
  overdue: z.boolean(),
  /** When the lead first left "new" (null while it has not), and whether that was by its deadline. */
  repliedAt: z.nullable(z.iso.datetime()),
  replyMet: z.nullable(z.boolean()),
  /** Another lead of the same person (same address, +tag aside, or same phone digits) within 90 days. */
  hasSamePerson: z.boolean(),
  /** The grouped source the lead came from (leadAttributionSchema's `source`). */
  source: z.string(),
  /** A won deal's value in whole kronor; null while none is given. */
  wonValue: z.nullable(z.number()),
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

/** What every job of the delivery queue shows: where it stands and its attempts. */
const queuedJobShape = {
  id: z.uuid(),
  status: z.enum(deliveryStatuses),
  nextAttemptAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
  attempts: z.array(attemptSchema),
};

export const staffDeliverySchema = z.object({ ...queuedJobShape, target: z.enum(webhookTargets), webhookId: z.string() });
export type StaffDelivery = z.output<typeof staffDeliverySchema>;

/** A chat alert about a lead (Slack, Teams) and its attempts. */
export const staffAlertSchema = z.object({ ...queuedJobShape, target: z.enum(chatAlertTargets) });
export type StaffAlert = z.output<typeof staffAlertSchema>;

export const staffMailSchema = z.object({
  id: z.uuid(),
  leadId: z.nullable(z.uuid()),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body, so a site without SMTP still shows what each mail says. */
  text: z.string(),
  /** The queue's state of the job; `state` says what became of the mail. */
  status: z.enum(deliveryStatuses),
  /** "stored": delivered into the database only, not sent (no SMTP_URL); "sent": handed to the SMTP server. */
  state: z.enum(mailStates),
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

/** Another lead of the same person, for the detail's "Samma person". */
export const staffSamePersonSchema = z.object({
  id: z.uuid(),
  kind: z.enum(leadKinds),
  createdAt: z.iso.datetime(),
});

/**
 * 200 for GET and PATCH of one lead: every field as sent, its deliveries, chat alerts,
 * mails, notes and history, and the same person's other leads within 90 days (either
 * side), newest first.
 */
export const staffLeadDetailSchema = z.object({
  lead: z.extend(staffLeadRowSchema, {
    fields: z.record(z.string(), z.unknown()),
    /** A filled honeypot: kept for inspection, never delivered. */
    honeypot: z.boolean(),
    firstDownloadedAt: z.nullable(z.iso.datetime()),
    attribution: leadAttributionSchema,
  }),
  samePerson: z.array(staffSamePersonSchema),
  deliveries: z.array(staffDeliverySchema),
  alerts: z.array(staffAlertSchema),
  mails: z.array(staffMailSchema),
  notes: z.array(staffNoteSchema),
  history: z.array(staffLeadEventSchema),
});
export type StaffLeadDetail = z.output<typeof staffLeadDetailSchema>;

/**
 * PATCH body: at least one of them. `wonValue` is a won deal's value in whole kronor (null
 * removes it), accepted when the lead is won or is made won by the same PATCH.
 */
export const staffLeadPatchSchema = z
  .object({
    status: z.optional(z.enum(leadStatuses)),
    assignee: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
    wonValue: z.optional(z.nullable(z.number().check(z.int("Ange värdet i hela kronor."), z.minimum(0, "Värdet kan inte vara negativt."), z.maximum(maxWonValue)))),
  })
  .check(
    z.refine((patch) => patch.status !== undefined || patch.assignee !== undefined || patch.wonValue !== undefined, "Ange status, ansvarig eller affärens värde."),
  );
export type StaffLeadPatch = z.output<typeof staffLeadPatchSchema>;

export const maxNoteLength = 5000;
/** POST body of a note; 201 answers with the note. */
export const staffNoteRequestSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, "Skriv en anteckning."), z.maxLength(maxNoteLength)),
});

/**
 * 200 for redeliver: how many finished deliveries were queued again (`requeued`), how many
 * waiting for a later retry were moved to now (`retriedNow`), and how many were already
 * due or being sent (`alreadyPending`). With nothing queued or moved, nothing was done and
 * the history has no new line.
 */
export const staffRedeliverSchema = z.object({ requeued: z.number(), retriedNow: z.number(), alreadyPending: z.number() });
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

/**
 * 200: what the workspace should say about the server's configuration. `mail.configured`
 * is false without SMTP_URL: mails are stored, not sent. `replies` are the rules deadlines
 * are set by (BUSINESS_HOURS, LEAD_REPLY_QUOTE, LEAD_REPLY_DEFAULT, LEAD_DEADLINE_WARNING).
 */
export const staffSettingsSchema = z.object({
  mail: z.object({ configured: z.boolean(), notifyEmail: z.string() }),
  chatAlerts: z.object({ slack: z.boolean(), teams: z.boolean() }),
  replies: z.object({
    /** ISO weekdays, 1 = Monday. */
    weekdays: z.array(z.number()),
    opensAt: z.string(),
    closesAt: z.string(),
    timeZone: z.string(),
    quote: z.string(),
    other: z.string(),
    warning: z.string(),
  }),
});
export type StaffSettings = z.output<typeof staffSettingsSchema>;
