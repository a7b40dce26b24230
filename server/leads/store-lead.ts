import { randomBytes, randomUUID } from "node:crypto";
import type { DataServices } from "../context.ts";
import type { LeadKind } from "../db/schema.ts";
import { type NewJob, webhookJobs } from "../delivery/index.ts";
import { leadMails } from "../mail/lead-mails.ts";
import { type LeadForm, leadForms } from "./lead-forms.ts";
import { leadWriterFor, type StoredLead } from "./lead-store.ts";

/** The e-book's download path; a lead's link is this followed by its token. */
export const guideDownloadPath = "/api/leads/guide";

/** 32 random bytes: as unguessable as a link needs to be, and short enough for a mail. */
export function newDownloadToken(): string {
  return randomBytes(32).toString("base64url");
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
 * delivery worker. A spam lead is stored alone. A repeated
 * idempotency key stores nothing and returns the first lead's id.
 */
export async function storeLead(services: DataServices, submission: LeadSubmission): Promise<StoredLead> {
  const { database, delivery, mail } = services;
  const form = leadForms[submission.kind] as LeadForm<unknown>;
  const receivedAt = new Date();
  const downloadToken = submission.kind === "ebook" ? newDownloadToken() : undefined;
  const downloadUrl = downloadToken && `${mail.site.url}${guideDownloadPath}/${downloadToken}`;
  // The lead's id is made here because its notification mail names it.
  const id = randomUUID();
  const jobs: NewJob[] = [
    ...webhookJobs(delivery, form.payloads(submission.data, receivedAt)),
    ...leadMails(form.forMail(submission.data, { id, receivedAt }, downloadUrl), mail).map(
      (payload): NewJob => ({ kind: "mail", payload }),
    ),
  ];
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
    jobs,
  );
  if (stored.created && !submission.spam && jobs.length > 0) services.nudge();
  return stored;
}
