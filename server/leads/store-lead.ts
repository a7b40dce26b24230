import { randomBytes, randomUUID } from "node:crypto";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";
import type { Database } from "../db/database.ts";
import type { LeadKind } from "../db/schema.ts";
import { type DeliveryConfig, webhookJobs } from "../delivery/index.ts";
import type { MailConfig } from "../mail/index.ts";
import { leadMails } from "../mail/index.ts";
import { leadsStored } from "../metrics/registry.ts";
import { type LeadForm, leadForms } from "./lead-forms.ts";
import { leadWriterFor, type StoredLead } from "./lead-store.ts";

/** 32 random bytes: as unguessable as a link needs to be, and short enough for a mail. */
export function newDownloadToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What storing a lead needs: the database, where its deliveries go, how its mails read. */
export interface LeadServices {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  /** Tells the delivery worker that a committed transaction queued jobs, so it sends them now. */
  nudge(): void;
}

export interface LeadSubmission {
  kind: LeadKind;
  /** The validated form data, the honeypot left out. */
  data: { email: string };
  spam: boolean;
  idempotencyKey: string | undefined;
}

/**
 * Stores a lead with its deliveries and mails in one transaction (shared with the leads
 * that arrive at the same moment, lead-store.ts) and, once it has committed, nudges the
 * delivery worker. The visitor's confirmation is left out past the per-recipient limit
 * (mayMailVisitors); the business's notification never is. A spam lead is stored alone. A repeated
 * idempotency key stores nothing and returns the first lead's id.
 */
export async function storeLead(services: LeadServices, submission: LeadSubmission): Promise<StoredLead> {
  const { database, delivery, mail } = services;
  const form = leadForms[submission.kind] as LeadForm<unknown>;
  const receivedAt = new Date();
  const downloadToken = submission.kind === "ebook" ? newDownloadToken() : undefined;
  const downloadUrl = downloadToken && `${mail.site.url}${guideDownloadPath}/${downloadToken}`;
  // The lead's id is made here because its notification mail names it.
  const id = randomUUID();
  const [visitorMail, notification] = leadMails(form.forMail(submission.data, { id, receivedAt }, downloadUrl), mail);
  const webhooks = webhookJobs(delivery, form.payloads(submission.data, receivedAt));
  const stored = await leadWriterFor(database.db).write(
    {
      id,
      kind: submission.kind,
      email: submission.data.email,
      fields: submission.data,
      spam: submission.spam,
      idempotencyKey: submission.idempotencyKey,
      downloadToken,
    },
    { jobs: [...webhooks, { kind: "mail", payload: notification! }], visitorMail: { kind: "mail", payload: visitorMail! } },
  );
  if (stored.created) leadsStored.inc({ kind: submission.kind, spam: String(submission.spam) });
  if (stored.created && !submission.spam) services.nudge();
  return stored;
}
