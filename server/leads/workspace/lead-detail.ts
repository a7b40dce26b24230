import { asc, eq } from "drizzle-orm";
import type { StaffAlert, StaffDelivery, StaffLeadDetail, StaffLeadEvent, StaffNote } from "../../../contracts/staff.ts";
import type { Executor } from "../../db/database.ts";
import { type ChatAlertTarget, chatAlertTargets, type LeadEvent, type LeadNote, leadEvents, leadNotes, leads, type WebhookTarget } from "../../db/schema.ts";
import { staffMailOf } from "../../mail/index.ts";
import { attributionOfLead } from "./lead-attribution.ts";
import { staffLeadRow } from "./lead-list.ts";
import { asRecord, findJobsOfLead, findSamePerson, type JobCounts, type JobWithAttempts } from "./lead-records.ts";

/** A lead's id as the database writes it; anything else names no lead. */
export const leadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function countJobs(jobs: readonly JobWithAttempts[]): JobCounts {
  return {
    total: jobs.length,
    delivered: jobs.filter((job) => job.status === "delivered").length,
    stored: jobs.filter((job) => job.status === "delivered" && job.mailStored).length,
    pending: jobs.filter((job) => job.status === "pending").length,
    dead: jobs.filter((job) => job.status === "dead").length,
  };
}

function attemptsOf(job: JobWithAttempts): StaffDelivery["attempts"] {
  return job.history.map((attempt) => ({
    at: attempt.attemptedAt.toISOString(),
    statusCode: attempt.statusCode,
    error: attempt.error,
    durationMs: attempt.durationMs,
  }));
}

function staffDelivery(job: JobWithAttempts): StaffDelivery {
  return {
    id: job.id,
    target: job.target as WebhookTarget,
    status: job.status,
    webhookId: job.webhookId,
    nextAttemptAt: job.status === "pending" ? job.nextAttemptAt.toISOString() : null,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    attempts: attemptsOf(job),
  };
}

function staffAlert(job: JobWithAttempts): StaffAlert {
  return {
    id: job.id,
    target: job.target as ChatAlertTarget,
    status: job.status,
    nextAttemptAt: job.status === "pending" ? job.nextAttemptAt.toISOString() : null,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    attempts: attemptsOf(job),
  };
}

/** A chat alert to staff, rather than a delivery of the lead to the business's tools. */
const isChatAlert = (job: JobWithAttempts) => (chatAlertTargets as readonly string[]).includes(job.target);

export function staffNote(note: LeadNote): StaffNote {
  return { id: note.id, author: note.author, text: note.text, createdAt: note.createdAt.toISOString() };
}

export function staffLeadEvent(event: LeadEvent): StaffLeadEvent {
  return { id: event.id, actor: event.actor, action: event.action, from: event.fromValue, to: event.toValue, createdAt: event.createdAt.toISOString() };
}

/**
 * Everything about one lead: every field, each delivery and chat alert with its attempts,
 * its mails, notes and history, oldest first, and the same person's other leads.
 */
export async function leadDetail(executor: Executor, id: string, now: Date = new Date()): Promise<StaffLeadDetail | undefined> {
  if (!leadIdPattern.test(id)) return undefined;
  const [lead] = await executor.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const [jobs, notes, events, samePerson] = await Promise.all([
    findJobsOfLead(executor, lead.id),
    executor.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    executor.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(asc(leadEvents.position)),
    findSamePerson(executor, lead),
  ]);
  const webhooks = jobs.filter((job) => job.kind === "webhook" && !isChatAlert(job));
  const alerts = jobs.filter((job) => job.kind === "webhook" && isChatAlert(job));
  const mails = jobs.filter((job) => job.kind === "mail");
  const fields = asRecord(lead.fields);
  const row = staffLeadRow({ ...lead, fields, webhooks: countJobs(webhooks), mails: countJobs(mails), hasSamePerson: samePerson.length > 0 }, now);
  return {
    lead: { ...row, fields, honeypot: lead.spam, firstDownloadedAt: lead.firstDownloadedAt?.toISOString() ?? null, attribution: attributionOfLead(lead) },
    samePerson: samePerson.map((other) => ({ id: other.id, kind: other.kind, createdAt: other.createdAt.toISOString() })),
    deliveries: webhooks.map(staffDelivery),
    alerts: alerts.map(staffAlert),
    mails: mails.map((job) => staffMailOf(job, job.history.at(-1)?.error ?? null)),
    notes: notes.map(staffNote),
    history: events.map(staffLeadEvent),
  };
}
