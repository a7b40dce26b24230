import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { analyticsEventNames, deviceClasses, vitalMetrics } from "../../contracts/analytics.ts";
import { consentActions, consentCategories } from "../../contracts/consent.ts";
import { contentImageFormats } from "../../contracts/content-images.ts";
import { leadKinds } from "../../contracts/lead-kinds.ts";
import { chatAlertTargets, deliveryStatuses, leadEventActions, leadStatuses, userRoles, webhookTargets } from "../../contracts/staff.ts";

/** The lead kinds and consent enums are the API's (contracts/); the tables store them. */
export { type LeadKind, leadKinds } from "../../contracts/lead-forms.ts";
export type { ConsentAction, ConsentCategory } from "../../contracts/consent.ts";
export {
  type ChatAlertTarget,
  chatAlertTargets,
  type LeadStatus,
  leadStatuses,
  type UserRole,
  userRoles,
  type WebhookTarget,
  webhookTargets,
} from "../../contracts/staff.ts";

/** Where a webhook job posts: a lead's tools (SPEC §7) or a chat alert to staff. */
export const deliveryTargets = [...webhookTargets, ...chatAlertTargets] as const;
export type DeliveryTarget = (typeof deliveryTargets)[number];

export const jobKinds = ["webhook", "mail"] as const;
export const jobTargets = [...deliveryTargets, "mail"] as const;
export const jobStatuses = deliveryStatuses;

export type JobKind = (typeof jobKinds)[number];
export type JobTarget = (typeof jobTargets)[number];
export type JobStatus = (typeof jobStatuses)[number];

/** A CHECK that keeps a text column inside its TypeScript union, so raw SQL cannot widen it. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: leadKinds }).notNull(),
    /** Lower-cased so a GDPR erasure finds every lead of one person; `fields` keeps what was typed. */
    email: text("email").notNull(),
    /** The validated form data, exactly as the form's schema produced it. */
    fields: jsonb("fields").notNull(),
    /** A filled honeypot: stored so it can be inspected, never delivered or mailed. */
    spam: boolean("spam").notNull().default(false),
    /** The form's Idempotency-Key header; a repeat finds this lead instead of storing another. */
    idempotencyKey: text("idempotency_key"),
    /** The e-book lead's unguessable download link. */
    downloadToken: text("download_token").unique(),
    firstDownloadedAt: timestamp("first_downloaded_at", { withTimezone: true }),
    /** Where the sales work stands (contracts/staff.ts); changed in the staff workspace. */
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** The staff member who handles the lead, by email; NULL while nobody does. */
    assignee: text("assignee"),
    createdAt: createdAt(),
    /**
     * When the lead must be answered, set at insert from the reply rules then in force
     * (server/leads/reply-deadlines.ts), so a later change of the rules moves no old
     * deadline. The default is for rows written by hand; every lead the site stores sets it.
     */
    respondBy: timestamp("respond_by", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    /** When the lead first left "new", and whether that was by `respond_by`; NULL until then. */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    replyMet: boolean("reply_met"),
    /** When the reminder before the deadline went out: set once, by whichever instance sent it. */
    deadlineWarnedAt: timestamp("deadline_warned_at", { withTimezone: true }),
    /** The address without a `+tag`, to find the same person's other leads. */
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(email, '[+][^@]*@', '@')`),
    /**
     * The phone number's digits, a leading +46 or 0046 written as 0, so "070-123 45 67"
     * and "+46 70 123 45 67" match; NULL without a phone number.
     */
    phoneDigits: text("phone_digits").generatedAlwaysAs(
      sql`nullif(regexp_replace(regexp_replace(coalesce(fields->>'phone', ''), '^[[:space:]]*([+]|00)[[:space:]]*46[[:space:]]*([(]0[)])?', '0'), '[^0-9]', '', 'g'), '')`,
    ),
    /**
     * Where the lead came from (server/analytics/attribution.ts), joined at submit to the
     * same visitor's statistics of the same day: the grouped source ("Google", "LinkedIn",
     * "Direkt", "Okänd"...), the visit's entry page, the referring domain and the campaign
     * tags. NULL source for leads stored before attribution; the rest NULL when unknown.
     */
    source: text("source"),
    entryPage: text("entry_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    /** A won deal's value in whole kronor, set by staff; NULL while none is given. */
    wonValue: integer("won_value"),
  },
  (table) => [
    // NULL keys never collide, so leads without a key are unaffected.
    uniqueIndex("leads_kind_idempotency_key_idx").on(table.kind, table.idempotencyKey),
    index("leads_email_idx").on(table.email),
    index("leads_created_at_idx").on(table.createdAt),
    check("leads_kind_check", oneOf(table.kind, leadKinds)),
    check("leads_email_lower_case_check", sql`${table.email} = lower(${table.email})`),
    check("leads_status_check", oneOf(table.status, leadStatuses)),
    index("leads_status_idx").on(table.status, table.createdAt),
    // The inbox's "Försenade", its order by deadline, and the minute's check for reminders.
    index("leads_new_respond_by_idx").on(table.respondBy).where(sql`${table.status} = 'new'`),
    // The same person's leads: one index lookup per listed lead.
    index("leads_email_key_idx").on(table.emailKey, table.createdAt),
    index("leads_phone_digits_idx").on(table.phoneDigits, table.createdAt).where(sql`${table.phoneDigits} is not null`),
    // The inbox's filter by source and the dashboard's leads per source.
    index("leads_source_idx").on(table.source, table.createdAt),
    check("leads_won_value_check", sql`${table.wonValue} >= 0`),
  ],
);

/** What staff wrote about a lead; erased with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The staff member's email, kept as written even if the account is later removed. */
    author: text("author").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_id_idx").on(table.leadId, table.createdAt)],
);

/** Every change staff made to a lead: who, what, from and to, and when. Erased with the lead. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order the changes were made in: one change can record two events at the same time. */
    position: integer("position").notNull().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    action: text("action", { enum: leadEventActions }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (table) => [
    index("lead_events_lead_id_idx").on(table.leadId, table.position),
    check("lead_events_action_check", oneOf(table.action, leadEventActions)),
  ],
);

export type LeadNote = typeof leadNotes.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type NewLeadEvent = typeof leadEvents.$inferInsert;

/**
 * The delivery queue (transactional outbox): one row per webhook delivery or mail, written
 * in the same transaction as its lead and claimed by the delivery worker.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** NULL for mails that concern no lead (sign-in and password mails). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: jobKinds }).notNull(),
    target: text("target", { enum: jobTargets }).notNull(),
    /**
     * Webhooks: the JSON body to send. Mails: {to, subject, text, html}. `json` rather than
     * `jsonb` keeps the key order, so the body matches the SPEC payloads as written.
     */
    payload: json("payload").notNull(),
    /** Standard Webhooks `webhook-id`: the same on every retry, so receivers can deduplicate. */
    webhookId: text("webhook_id").notNull().unique(),
    status: text("status", { enum: jobStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** A delivered mail that was only stored, not sent: no SMTP_URL when its turn came (server/mail/sender.ts). */
    mailStored: boolean("mail_stored").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_jobs_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("outbox_jobs_lead_id_idx").on(table.leadId),
    check("outbox_jobs_kind_check", oneOf(table.kind, jobKinds)),
    check("outbox_jobs_target_check", oneOf(table.target, jobTargets)),
    check("outbox_jobs_status_check", oneOf(table.status, jobStatuses)),
    check("outbox_jobs_mail_target_check", sql`(${table.kind} = 'mail') = (${table.target} = 'mail')`),
  ],
);

/** Every send attempt of an outbox job, kept for `leads show` and for diagnosing a target. */
export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => outboxJobs.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    /** The receiver's HTTP status; NULL for mails and for attempts that got no answer. */
    statusCode: integer("status_code"),
    /** Why the attempt failed; NULL when it succeeded. */
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [index("outbox_attempts_job_id_idx").on(table.jobId, table.attemptedAt)],
);

export type Lead = typeof leads.$inferSelect;
export type OutboxJob = typeof outboxJobs.$inferSelect;
export type OutboxAttempt = typeof outboxAttempts.$inferSelect;

/**
 * Rate-limit counters of rate-limiter-flexible's RateLimiterDrizzle (server/http/rate-limit.ts):
 * one row per limit and client key, shared by every server instance. The column names and
 * types are the ones that store expects.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});


/**
 * Proof of cookie consent: one row per decision a visitor makes in the consent banner.
 * The consent id is the random id kept in the visitor's own stored choice; nothing here
 * identifies a person (no IP address, no email).
 */
export const consentDecisions = pgTable(
  "consent_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consentId: uuid("consent_id").notNull(),
    revision: integer("revision").notNull(),
    action: text("action", { enum: consentActions }).notNull(),
    /** The accepted categories; necessary is always among them. */
    categories: text("categories", { enum: consentCategories }).array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("consent_decisions_consent_id_idx").on(table.consentId, table.createdAt),
    index("consent_decisions_created_at_idx").on(table.createdAt),
    check("consent_decisions_action_check", oneOf(table.action, consentActions)),
  ],
);

export type ConsentDecision = typeof consentDecisions.$inferSelect;

/**
 * Customer accounts of the embedded auth service (server/auth/). Unused when the site
 * talks to a hosted Supabase project instead. The address is lower-cased so one person
 * has one account, and the leads of the same address can be shown on the dashboard.
 */
export const authUsers = pgTable(
  "auth_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /** argon2id (PHC string); NULL for an invited customer who has not chosen a password yet. */
    passwordHash: text("password_hash"),
    /** What the customer told us at signup (name, company), returned as Supabase's user_metadata. */
    userMetadata: jsonb("user_metadata").notNull().default({}),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    recoverySentAt: timestamp("recovery_sent_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** `staff` may use the workspace; carried in the access token as app_metadata.role. */
    role: text("role", { enum: userRoles }).notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("auth_users_email_lower_case_check", sql`${table.email} = lower(${table.email})`),
    check("auth_users_role_check", oneOf(table.role, userRoles)),
  ],
);

export const authMethods = ["password", "otp", "invite", "recovery"] as const;
export type AuthMethod = (typeof authMethods)[number];

/** One signed-in device: access tokens name it (session_id), and signing out deletes it. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** How the customer proved who they are: the access token's amr claim. */
    method: text("method", { enum: authMethods }).notNull(),
    createdAt: createdAt(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId), check("auth_sessions_method_check", oneOf(table.method, authMethods))],
);

/**
 * The refresh tokens of a session, one row per rotation, stored as SHA-256 hashes. A row
 * with `revokedAt` has been exchanged; presenting it again after the reuse interval ends
 * the session (server/auth/README.md).
 */
export const authRefreshTokens = pgTable(
  "auth_refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("auth_refresh_tokens_session_id_idx").on(table.sessionId)],
);

export const oneTimeTokenTypes = ["signup", "invite", "recovery"] as const;
export type OneTimeTokenType = (typeof oneTimeTokenTypes)[number];

/** The links in account mails, as SHA-256 hashes: each works once and until `expiresAt`. */
export const authOneTimeTokens = pgTable(
  "auth_one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    type: text("type", { enum: oneTimeTokenTypes }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * A signup of an address that is not yet confirmed: its password and profile wait
     * here and replace the account's only when this link is verified, so nobody can
     * sign up again over someone else's pending account.
     */
    pendingPasswordHash: text("pending_password_hash"),
    pendingUserMetadata: jsonb("pending_user_metadata"),
    createdAt: createdAt(),
  },
  (table) => [
    index("auth_one_time_tokens_user_id_idx").on(table.userId, table.type),
    check("auth_one_time_tokens_type_check", oneOf(table.type, oneTimeTokenTypes)),
  ],
);

/**
 * The keys access tokens are signed with, made by the first server that starts, so every
 * instance signs and verifies with the same ones. The oldest row is the one that signs.
 */
export const authSigningKeys = pgTable("auth_signing_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").notNull(),
  publicJwk: jsonb("public_jwk").notNull(),
  createdAt: createdAt(),
});

export type AuthUser = typeof authUsers.$inferSelect;
export type AuthSession = typeof authSessions.$inferSelect;

/**
 * The site's own statistics (server/analytics/): one row per event a visitor's browser
 * sent, kept 30 days. Nothing here names a visitor: `visitor` is a hash of the day's salt,
 * the address and the browser, which cannot be reversed once the salt is deleted. `day`
 * is the Stockholm day the event arrived on.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date("day").notNull(),
    createdAt: createdAt(),
    name: text("name", { enum: analyticsEventNames }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    device: text("device", { enum: deviceClasses }).notNull(),
    /** The browser's family from the User-Agent (server/analytics/browsers.ts); NULL on events stored before it was kept. */
    browser: text("browser"),
    formKind: text("form_kind", { enum: leadKinds }),
    metric: text("metric", { enum: vitalMetrics }),
    value: doublePrecision("value"),
    visitor: text("visitor").notNull(),
  },
  (table) => [
    index("analytics_events_day_idx").on(table.day, table.name),
    // A new lead's attribution reads its visitor's page views of the day (server/analytics/attribution.ts).
    index("analytics_events_visitor_idx").on(table.visitor).where(sql`${table.name} = 'pageview'`),
    check("analytics_events_name_check", oneOf(table.name, analyticsEventNames)),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

/**
 * What a daily roll-up row counts: the day's totals, or one page, source, campaign, event,
 * vital, entry page, device class or browser. `source_leads` and `campaign_leads` are the
 * lead events of the visitors a source or campaign brought that day: `count` the leads,
 * `visitors` the converting visitors.
 */
export const analyticsDimensions = ["total", "page", "source", "campaign", "event", "vital", "entry", "source_leads", "campaign_leads", "device", "browser"] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/**
 * The events of a finished day, rolled up and kept 25 months after the raw events are
 * gone. `key` is the path, the source, the campaign or the event's name; `detail` the
 * campaign's source, the event's form kind or the vital's metric; `extra` the campaign's
 * medium. An empty string stands for none. `count` is page views, events or a vital's
 * samples; `visitors` the day's distinct visitor hashes; `p75` a vital's 75th percentile.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    dimension: text("dimension", { enum: analyticsDimensions }).notNull(),
    key: text("key").notNull().default(""),
    detail: text("detail").notNull().default(""),
    extra: text("extra").notNull().default(""),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
    p75: doublePrecision("p75"),
  },
  (table) => [
    primaryKey({ name: "analytics_daily_pkey", columns: [table.day, table.dimension, table.key, table.detail, table.extra] }),
    check("analytics_daily_dimension_check", oneOf(table.dimension, analyticsDimensions)),
  ],
);

/**
 * The secret salt of each Stockholm day that visitor hashes are made with. A new one is
 * made on the day's first event, and the daily job deletes every earlier day's, so a
 * hash cannot be linked to the next day's or recomputed from an address afterwards.
 */
/**
 * The weekly summary mails (server/analytics/weekly-report.ts): one row per week it was
 * queued for, written in the same transaction as the mails, so two instances that both
 * reach Monday 08:00 queue it once.
 */
export const analyticsReportWeeks = pgTable("analytics_report_weeks", {
  /** The Monday the report was sent on (Stockholm day). */
  week: date("week").primaryKey(),
  createdAt: createdAt(),
});

/**
 * The staff members who asked for the weekly summary mail on /dashboard/analytics, by
 * their sign-in address (the same with a hosted auth project, whose users are not in
 * auth_users), beside the addresses of ANALYTICS_REPORT_TO.
 */
export const analyticsReportSubscribers = pgTable("analytics_report_subscribers", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** A booked meeting's state: cancelled ones are kept for the lead's history and free their slot. */
export const bookingStatuses = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * The meetings booked on /boka (server/booking/), each one with its lead of kind `booking`.
 * Times are UTC; the page, the mails and the invite show them in Stockholm time.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The meeting type's id (`analys`, `demo` or one staff added). */
    meetingType: text("meeting_type").notNull(),
    /** Whose time the meeting takes: the business's one booking calendar. */
    calendar: text("calendar").notNull().default("team"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("confirmed"),
    /** The invite's SEQUENCE (RFC 5545): one more at each move or cancellation; a mailed link names the one it was made for. */
    sequence: integer("sequence").notNull().default(0),
    /** When each reminder was queued: set once, by whichever instance's minute came first. */
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Never a double booking: one confirmed meeting per calendar and start, whichever instance stores it.
    uniqueIndex("bookings_calendar_start_confirmed_idx").on(table.calendar, table.startsAt).where(sql`${table.status} = 'confirmed'`),
    index("bookings_starts_at_idx").on(table.startsAt),
    index("bookings_lead_id_idx").on(table.leadId),
    check("bookings_status_check", oneOf(table.status, bookingStatuses)),
    check("bookings_ends_after_start_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The booking's settings, one row (id 1): the availability and meeting types staff set at
 * /dashboard/bookings/availability (defaults from the environment until then), the key
 * the mailed cancel and move links are signed with, and the staff's calendar feed token
 * (its SHA-256; NULL while no feed is on).
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey(),
    /** server/booking/settings.ts's shape; NULL while staff have not changed the defaults. */
    settings: jsonb("settings"),
    linkSecret: text("link_secret").notNull(),
    feedTokenHash: text("feed_token_hash"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("booking_settings_one_row_check", sql`${table.id} = 1`)],
);

export type Booking = typeof bookings.$inferSelect;

/** What a content revision did: a publish of a draft, a return to an earlier revision, or a load from `npm run content -- import`. */
export const contentRevisionActions = ["publish", "revert", "import"] as const;

/**
 * Staff's unpublished edits of a content document (server/content/), one per document:
 * the document's editable texts and numbers as JSON, shared by the whole team.
 */
export const contentDrafts = pgTable("content_drafts", {
  document: text("document").primaryKey(),
  data: jsonb("data").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every published version of a content document. What the site shows of a document is its
 * newest revision whose `publish_at` has come: a scheduled publish is a revision with a
 * later time, so every instance sees it go live on its own (server/content/live-content.ts).
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    document: text("document").notNull(),
    data: jsonb("data").notNull(),
    action: text("action", { enum: contentRevisionActions }).notNull(),
    /** For a revert: the revision whose content it brought back (0 for the site's defaults). */
    revertedTo: integer("reverted_to"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_revisions_document_idx").on(table.document, table.publishAt, table.id),
    index("content_revisions_publish_at_idx").on(table.publishAt),
    check("content_revisions_action_check", oneOf(table.action, contentRevisionActions)),
  ],
);

/** The key a preview link is signed with (one row, id 1), so a link works on every instance. */
export const contentSettings = pgTable(
  "content_settings",
  {
    id: integer("id").primaryKey(),
    previewSecret: text("preview_secret").notNull(),
  },
  (table) => [check("content_settings_one_row_check", sql`${table.id} = 1`)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * An image staff uploaded for the site's content, with its alt text and the size of its
 * largest rendition. Its files are in content_image_files, so every instance serves them
 * and a backup holds them.
 */
export const contentImages = pgTable("content_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** One rendition of a content image: a format at a width, resized at upload and never changed. */
export const contentImageFiles = pgTable(
  "content_image_files",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => contentImages.id, { onDelete: "cascade" }),
    format: text("format", { enum: contentImageFormats }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.format, table.width] }),
    check("content_image_files_format_check", oneOf(table.format, contentImageFormats)),
  ],
);
