import { eq, sql } from "drizzle-orm";
import type { StaffRedeliverResult } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { leadEvents, leads, type NewLeadEvent } from "../../db/schema.ts";
import { type RequeuedDelivery, requeueWebhooksOfLead } from "../../delivery/index.ts";

export type { RequeuedDelivery };

export interface Redelivery extends StaffRedeliverResult {
  spam: boolean;
  deliveries: RequeuedDelivery[];
}

/**
 * Sends the lead's webhook deliveries again with their webhook-ids, so a receiver that
 * lost a lead gets it once more and one that has it can drop the repeat: finished ones are
 * queued again, ones waiting for a later retry are tried now (server/delivery/requeue.ts).
 * Mails are left alone: the visitor already has theirs. The history says what was done,
 * one line for the queued ones ("redeliver") and one for those tried now ("retry"), with
 * how many; when nothing was done it gets no line. Undefined when there is no such lead;
 * the caller nudges the delivery worker when something was queued or moved.
 */
export async function redeliverLead(db: Db, id: string, actor: string): Promise<Redelivery | undefined> {
  const [lead] = await db.select({ id: leads.id, spam: leads.spam }).from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const deliveries = await requeueWebhooksOfLead(db, lead.id);
  const counted = (result: RequeuedDelivery["result"]) => deliveries.filter((delivery) => delivery.result === result).length;
  const requeued = counted("requeued");
  const retriedNow = counted("retried-now");
  const events: NewLeadEvent[] = [];
  if (requeued > 0) events.push({ leadId: lead.id, actor, action: "redeliver", fromValue: null, toValue: String(requeued) });
  if (retriedNow > 0) events.push({ leadId: lead.id, actor, action: "retry", fromValue: null, toValue: String(retriedNow) });
  if (events.length > 0) await db.insert(leadEvents).values(events.map((event) => ({ ...event, createdAt: sql`clock_timestamp()` })));
  return { spam: lead.spam, deliveries, requeued, retriedNow, alreadyPending: counted("already-pending") };
}
