import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { leadNotes, leads } from "../../db/schema.ts";
import { countJobsOfLeads, deleteMailsWithoutLeadTo } from "../../delivery/index.ts";

export interface Erasure {
  leads: number;
  /** The erased leads' deliveries and mails. */
  jobs: number;
  /** Mails to the address that concerned no lead (sign-in and password mails). */
  mails: number;
  notes: number;
}

/**
 * GDPR erasure of one person: every lead of the address, with its deliveries, mails,
 * attempts, notes and history (the foreign keys cascade), and mails to the address that
 * concern no lead. One transaction, so a failure leaves nothing half-deleted. The cookie
 * consent log is not touched: its rows hold a random id and no email, so none can be
 * linked to the address.
 */
export async function erasePerson(db: Db, email: string): Promise<Erasure> {
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const leadIds = (await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, address))).map((row) => row.id);
    let jobs = 0;
    let notes = 0;
    if (leadIds.length > 0) {
      jobs = await countJobsOfLeads(tx, leadIds);
      const [noteCount] = await tx.select({ count: count() }).from(leadNotes).where(inArray(leadNotes.leadId, leadIds));
      notes = noteCount?.count ?? 0;
      await tx.delete(leads).where(inArray(leads.id, leadIds));
    }
    const mails = await deleteMailsWithoutLeadTo(tx, address);
    return { leads: leadIds.length, jobs, mails, notes };
  });
}
