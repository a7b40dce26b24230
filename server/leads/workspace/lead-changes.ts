import { eq, sql } from "drizzle-orm";
import type { StaffLeadPatch, StaffNote } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { leadEvents, leadNotes, leads, type NewLeadEvent } from "../../db/schema.ts";
import { enqueueJobs } from "../../delivery/index.ts";
import { assignmentJobs, type LeadAlertSettings, leadAlertFacts } from "../lead-alerts.ts";
import { staffNote } from "./lead-detail.ts";

/** Who changed a lead: a staff member's email, or this for a command run on the server. */
export const cliActor = "cli";

export interface ChangeOptions {
  /**
   * For the mail to a staff member a colleague makes responsible: the alerts' settings and
   * the delivery worker's nudge. Without them no mail is queued.
   */
  alerts?: { settings: LeadAlertSettings; nudge(): void };
  now?: Date;
}

/** A won value given for a lead that is not won, and not made won by the same change. */
export const notWon = "not-won";

/**
 * Sets a lead's status, assignee and won value (whole kronor, only for a won lead),
 * recording one history row per value that changed, with who did it and what it was
 * before. A value that is already so records nothing.
 * The first time a lead leaves "new" (for anything but spam) its reply is recorded:
 * when, and whether by its deadline (`reply_met`), with a "reply" line in the history.
 * A lead given to someone other than who gives it queues a mail to them (alerts). False
 * when there is no such lead, `notWon` (and nothing changed) for a value on a lead not won.
 */
export async function changeLead(
  db: Db,
  id: string,
  patch: StaffLeadPatch,
  actor: string,
  { alerts, now = new Date() }: ChangeOptions = {},
): Promise<boolean | typeof notWon> {
  let queued = false;
  const found = await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return false;
    if (patch.wonValue !== undefined && (patch.status ?? lead.status) !== "won") return notWon;
    const events: NewLeadEvent[] = [];
    const assignee = patch.assignee === undefined ? undefined : (patch.assignee?.toLowerCase() ?? null);
    const statusChanged = patch.status !== undefined && patch.status !== lead.status;
    if (statusChanged) events.push({ leadId: id, actor, action: "status", fromValue: lead.status, toValue: patch.status! });
    // Marking a lead spam answers no one: its deadline stays open until it is worked.
    const replied = statusChanged && lead.status === "new" && lead.repliedAt === null && patch.status !== "spam";
    const replyMet = now <= lead.respondBy;
    if (replied) events.push({ leadId: id, actor, action: "reply", fromValue: null, toValue: replyMet ? "met" : "missed" });
    const assigneeChanged = assignee !== undefined && assignee !== lead.assignee;
    if (assigneeChanged) events.push({ leadId: id, actor, action: "assignee", fromValue: lead.assignee, toValue: assignee });
    const wonValueChanged = patch.wonValue !== undefined && patch.wonValue !== lead.wonValue;
    if (wonValueChanged) {
      events.push({ leadId: id, actor, action: "won_value", fromValue: lead.wonValue?.toString() ?? null, toValue: patch.wonValue?.toString() ?? null });
    }
    if (events.length === 0) return true;
    await tx
      .update(leads)
      .set({
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(assignee !== undefined ? { assignee } : {}),
        ...(wonValueChanged ? { wonValue: patch.wonValue } : {}),
        ...(replied ? { repliedAt: now, replyMet } : {}),
      })
      .where(eq(leads.id, id));
    // The clock rather than the transaction's start, so two changes made at once keep their order in the history.
    await tx.insert(leadEvents).values(events.map((event) => ({ ...event, createdAt: sql`clock_timestamp()` })));
    if (assigneeChanged && assignee && alerts) {
      const jobs = assignmentJobs(leadAlertFacts({ ...lead, assignee }), actor, alerts.settings, now);
      if (jobs.length > 0) {
        await enqueueJobs(tx, jobs, id);
        queued = true;
      }
    }
    return true;
  });
  if (queued) alerts?.nudge();
  return found;
}

/** Adds a note to a lead and a line to its history; undefined when there is no such lead. */
export async function addLeadNote(db: Db, id: string, text: string, author: string): Promise<StaffNote | undefined> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    if (!lead) return undefined;
    const [note] = await tx.insert(leadNotes).values({ leadId: id, author, text }).returning();
    await tx.insert(leadEvents).values({ leadId: id, actor: author, action: "note", fromValue: null, toValue: null });
    return staffNote(note!);
  });
}
