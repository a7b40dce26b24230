import { eq, sql } from "drizzle-orm";
import type { StaffLeadPatch, StaffNote } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { leadEvents, leadNotes, leads, type NewLeadEvent } from "../../db/schema.ts";
import { staffNote } from "./lead-detail.ts";

/** Who changed a lead: a staff member's email, or this for a command run on the server. */
export const cliActor = "cli";

/**
 * Sets a lead's status and assignee, recording one history row per value that changed,
 * with who did it and what it was before. A value that is already so records nothing.
 * False when there is no such lead.
 */
export async function changeLead(db: Db, id: string, patch: StaffLeadPatch, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status, assignee: leads.assignee }).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return false;
    const events: NewLeadEvent[] = [];
    const assignee = patch.assignee === undefined ? undefined : (patch.assignee?.toLowerCase() ?? null);
    if (patch.status !== undefined && patch.status !== lead.status) {
      events.push({ leadId: id, actor, action: "status", fromValue: lead.status, toValue: patch.status });
    }
    if (assignee !== undefined && assignee !== lead.assignee) {
      events.push({ leadId: id, actor, action: "assignee", fromValue: lead.assignee, toValue: assignee });
    }
    if (events.length === 0) return true;
    await tx
      .update(leads)
      .set({ ...(patch.status !== undefined ? { status: patch.status } : {}), ...(assignee !== undefined ? { assignee } : {}) })
      .where(eq(leads.id, id));
    // The clock rather than the transaction's start, so two changes made at once keep their order in the history.
    await tx.insert(leadEvents).values(events.map((event) => ({ ...event, createdAt: sql`clock_timestamp()` })));
    return true;
  });
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
