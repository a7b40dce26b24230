import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type LeadKind, type LeadStatus, leads } from "../db/schema.ts";

/** The statuses a customer's own request can show with: staff's spam is not theirs to see. */
export type CustomerLeadStatus = Exclude<LeadStatus, "spam">;

/** A request as the account area lists it for the one who sent it (server/account/). */
export interface CustomerRequest {
  id: string;
  kind: LeadKind;
  createdAt: Date;
  /** The validated form data as stored. */
  fields: Record<string, unknown>;
  /** Where the sales work stands. */
  status: CustomerLeadStatus;
  /** When the business is to have replied, set when the lead arrived (reply-deadlines.ts). */
  respondBy: Date;
  /** An e-book lead's download token (lead-submission.ts): its guide link, as long as the lead is kept. */
  downloadToken: string | null;
}

/**
 * The requests one address has sent from the site's forms, newest first. A filled
 * honeypot is left out, and so is a lead staff marked as spam: it was matched by the
 * address someone typed, and staff judged it was not a real request from that person.
 */
export async function requestsByEmail(db: Db, email: string): Promise<CustomerRequest[]> {
  const rows = await db
    .select({ id: leads.id, kind: leads.kind, createdAt: leads.createdAt, fields: leads.fields, status: leads.status, respondBy: leads.respondBy, downloadToken: leads.downloadToken })
    .from(leads)
    .where(and(eq(leads.email, email.toLowerCase()), eq(leads.spam, false)))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.flatMap((row) => (row.status === "spam" ? [] : [{ ...row, status: row.status, fields: row.fields as Record<string, unknown> }]));
}
