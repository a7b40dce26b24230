import { randomBytes, randomUUID } from "node:crypto";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";
import type { LeadAttribution } from "../../contracts/staff.ts";
import { type LeadAttributions, unknownAttribution } from "../analytics/index.ts";
import type { Database } from "../db/database.ts";
import type { LeadFormKind } from "../../contracts/lead-kinds.ts";
import { type DeliveryConfig, webhookJobs } from "../delivery/index.ts";
import type { MailConfig, MailSite } from "../mail/index.ts";
import type { RateLimitDatabase } from "../http/rate-limit.ts";
import { leadMails } from "../mail/index.ts";
import { leadsStored } from "../metrics/registry.ts";
import { withAttribution } from "./attribution-payload.ts";
import { leadAlertFacts, newLeadAlertJobs } from "./lead-alerts.ts";
import { type LeadForm, leadForms } from "./lead-forms.ts";
import { type ReplyDeadlines, respondByFor } from "./reply-deadlines.ts";
import type { LeadWriter, StoredLead } from "./lead-store.ts";

/** 32 random bytes: as unguessable as a link needs to be, and short enough for a mail. */
export function newDownloadToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What storing a lead needs: the database, where its deliveries go, how its mails read. */
export interface LeadServices {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  /** The server's one lead writer, whose commits every lead endpoint shares. */
  leadWriter: LeadWriter;
  /** The rate limits' store (server/http/rate-limit.ts). */
  rateLimits: RateLimitDatabase;
  /** The reply rules a new lead's deadline is set by (reply-deadlines.ts). */
  deadlines: ReplyDeadlines;
  /** Tells the delivery worker that a committed transaction queued jobs, so it sends them now. */
  nudge(): void;
  /** Where a new lead came from, read together for the leads that arrive together (server/analytics/). */
  leadAttributions: LeadAttributions;
}

export interface LeadSubmission {
  kind: LeadFormKind;
  /** The validated form data, the honeypot left out. */
  data: { email: string };
  spam: boolean;
  idempotencyKey: string | undefined;
  /** Where the visitor came from (server/analytics/attribution.ts); "Okänd" when not given. */
  attribution?: LeadAttribution;
}

/**
 * Stores a lead with its reply deadline (reply-deadlines.ts), its source (the webhooks
 * carry it as `attribution`, attribution-payload.ts), its deliveries, mails and
 * chat alerts in one transaction (shared with the leads that arrive at the same moment,
 * lead-store.ts) and, once it has committed, nudges the delivery worker. The visitor's
 * confirmation is left out past the per-recipient limit (VisitorMailLimit); the
 * business's notification never is. A spam lead is stored alone. A repeated idempotency
 * key stores nothing and returns the first lead's id.
 */
export async function storeLead(services: LeadServices, site: MailSite, submission: LeadSubmission): Promise<StoredLead> {
  const { delivery, mail } = services;
  const form = leadForms[submission.kind] as LeadForm<unknown>;
  const receivedAt = new Date();
  const respondBy = respondByFor(submission.kind, receivedAt, services.deadlines);
  const downloadToken = submission.kind === "ebook" ? newDownloadToken() : undefined;
  const downloadUrl = downloadToken && `${site.url}${guideDownloadPath}/${downloadToken}`;
  // The lead's id is made here because its notification mail names it.
  const id = randomUUID();
  const [visitorMail, notification] = leadMails(form.forMail(submission.data, { id, receivedAt }, downloadUrl), { ...mail, site }, respondBy);
  const attribution = submission.attribution ?? unknownAttribution;
  const webhooks = webhookJobs(delivery, withAttribution(form.payloads(submission.data, receivedAt), attribution, { id, siteUrl: site.url }));
  const chat = newLeadAlertJobs(leadAlertFacts({ id, kind: submission.kind, fields: submission.data, respondBy, assignee: null }), { delivery, site });
  const stored = await services.leadWriter.write(
    {
      id,
      kind: submission.kind,
      email: submission.data.email,
      fields: submission.data,
      spam: submission.spam,
      idempotencyKey: submission.idempotencyKey,
      downloadToken,
      respondBy,
      ...attribution,
    },
    { jobs: [...webhooks, { kind: "mail", payload: notification! }, ...chat], visitorMail: { kind: "mail", payload: visitorMail! } },
  );
  if (stored.created) leadsStored.inc({ kind: submission.kind, spam: String(submission.spam) });
  if (stored.created && !submission.spam) services.nudge();
  return stored;
}
