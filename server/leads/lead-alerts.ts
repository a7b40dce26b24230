import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { startMinuteJob } from "../jobs/minute-job.ts";
import { type Lead, leadEvents, leads } from "../db/schema.ts";
import { chatAlertJobs, type DeliveryConfig, enqueueJobs, type NewJob } from "../delivery/index.ts";
import {
  deadlineChatAlert,
  deadlineWarningMail,
  assignmentMail,
  type LeadAlertFacts,
  type MailSite,
  newLeadChatAlert,
} from "../mail/index.ts";
import { type ReplyDeadlines, warningAt } from "./reply-deadlines.ts";
import { companyName, personName } from "./workspace/lead-names.ts";

/*
 * Speed to lead's alerts to staff (DESIGN.md): a chat message for each new lead, a mail to
 * a staff member made responsible for a lead by a colleague, and, before a deadline
 * passes, a reminder by mail and in the chat. All of them are jobs of the delivery queue,
 * queued in the transaction that decides them, so they are sent, retried and recorded as
 * every delivery is, and exactly once.
 */

/** What the alerts need: where chat alerts go, who gets a lead nobody handles, the site, the rules. */
export interface LeadAlertSettings {
  delivery: DeliveryConfig;
  /** LEADS_NOTIFY_EMAIL: the reminder for a lead that nobody handles yet. */
  leadsNotifyEmail: string;
  site: MailSite;
  deadlines: ReplyDeadlines;
}

/** The system's name in a lead's history, for what no person did. */
export const systemActor = "system";

/** A lead as its alerts name it: the company, else the person; never what they wrote. */
export function leadAlertFacts(lead: Pick<Lead, "id" | "kind" | "fields" | "respondBy" | "assignee">): LeadAlertFacts {
  const fields = typeof lead.fields === "object" && lead.fields !== null ? (lead.fields as Record<string, unknown>) : {};
  return { id: lead.id, kind: lead.kind, from: companyName(fields) || personName(fields) || undefined, respondBy: lead.respondBy, assignee: lead.assignee };
}

/** The chat alerts for a lead that just arrived; none when no chat webhook is set. */
export function newLeadAlertJobs(lead: LeadAlertFacts, settings: Pick<LeadAlertSettings, "delivery" | "site">): NewJob[] {
  return chatAlertJobs(settings.delivery, newLeadChatAlert(lead, settings.site));
}

/** The mail to a staff member whom `actor` made responsible; none when they took the lead themselves. */
export function assignmentJobs(lead: LeadAlertFacts, actor: string, settings: Pick<LeadAlertSettings, "site">, now: Date): NewJob[] {
  if (!lead.assignee || lead.assignee === actor.toLowerCase()) return [];
  return [{ kind: "mail", payload: assignmentMail({ to: lead.assignee, lead, assignedBy: actor, now, site: settings.site }) }];
}

export interface DeadlineWarnings {
  /** The leads whose reminder this call sent. */
  warned: number;
}

/**
 * Sends the reminder of every lead whose warning time has come (LEAD_DEADLINE_WARNING of
 * working time before its deadline) while it is still "new" and its deadline has not
 * passed: a mail to its assignee, or to LEADS_NOTIFY_EMAIL while nobody has it, the chat
 * alerts, and a line in its history. Run every minute by every instance (startDeadlineWarnings).
 *
 * Never twice: the lead is marked (`deadline_warned_at`) by an UPDATE that only matches an
 * unmarked lead, in the transaction that queues the reminder. An instance whose UPDATE
 * meets a row another instance is marking waits for that transaction and then finds the
 * row marked (PostgreSQL re-reads a row it waited for under READ COMMITTED), so it queues
 * nothing; a transaction that fails marks nothing and the next minute tries again.
 */
export async function sendDeadlineWarnings(db: Db, settings: LeadAlertSettings, now: Date = new Date()): Promise<DeadlineWarnings> {
  // The leads still waiting for a reply before a deadline to come: the partial index on
  // new leads' deadlines (leads_new_respond_by_idx) finds them; the working-time arithmetic
  // of when each one's warning is due is done here.
  const waiting = await db
    .select({ id: leads.id, respondBy: leads.respondBy })
    .from(leads)
    .where(and(eq(leads.status, "new"), gt(leads.respondBy, now), isNull(leads.deadlineWarnedAt)));
  const due = waiting.filter((lead) => warningAt(lead.respondBy, settings.deadlines) <= now).map((lead) => lead.id);
  if (due.length === 0) return { warned: 0 };
  const warned = await db.transaction(async (tx) => {
    const marked = await tx
      .update(leads)
      .set({ deadlineWarnedAt: now })
      .where(and(inArray(leads.id, due), isNull(leads.deadlineWarnedAt), eq(leads.status, "new")))
      .returning();
    for (const lead of marked) await queueWarning(tx, lead, settings);
    return marked.length;
  });
  return { warned };
}

async function queueWarning(tx: Executor, lead: Lead, settings: LeadAlertSettings): Promise<void> {
  const facts = leadAlertFacts(lead);
  const to = lead.assignee ?? settings.leadsNotifyEmail;
  await enqueueJobs(
    tx,
    [{ kind: "mail", payload: deadlineWarningMail({ to, lead: facts, site: settings.site }) }, ...chatAlertJobs(settings.delivery, deadlineChatAlert(facts, settings.site))],
    lead.id,
  );
  await tx.insert(leadEvents).values({ leadId: lead.id, actor: systemActor, action: "warning", fromValue: null, toValue: to, createdAt: sql`clock_timestamp()` });
}

/**
 * Looks for reminders to send every minute, on every instance (sendDeadlineWarnings sends
 * each once), and nudges the delivery worker when it queued some.
 */
export function startDeadlineWarnings({ db, settings, nudge, log, intervalMs }: { db: Db; settings: LeadAlertSettings; nudge(): void; log: Log; intervalMs?: number }) {
  return startMinuteJob(
    "Lead deadline warnings",
    async () => {
      const result = await sendDeadlineWarnings(db, settings);
      if (result.warned === 0) return undefined;
      nudge();
      return result;
    },
    { log, intervalMs },
  );
}
