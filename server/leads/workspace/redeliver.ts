import { and, eq } from "drizzle-orm";
import type { StaffRedeliverResult } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { type JobStatus, leadEvents, leads, outboxJobs, type WebhookTarget } from "../../db/schema.ts";
import { requeue, type RequeueResult } from "../../delivery/index.ts";

export interface RequeuedDelivery {
  target: WebhookTarget;
  webhookId: string;
  /** Where it stood before: delivered or dead for a requeued one. */
  was: JobStatus;
  result: RequeueResult;
}

export interface Redelivery extends StaffRedeliverResult {
  spam: boolean;
  deliveries: RequeuedDelivery[];
}

/**
 * Queues the lead's finished webhook deliveries again with their webhook-ids, so a
 * receiver that lost a lead gets it once more and one that has it can drop the repeat.
 * Mails are left alone: the visitor already has theirs. A lead with deliveries gets a
 * "redeliver" line in its history. Undefined when there is no such lead; the caller
 * nudges the delivery worker when something was queued.
 */
export async function redeliverLead(db: Db, id: string, actor: string): Promise<Redelivery | undefined> {
  const [lead] = await db.select({ id: leads.id, spam: leads.spam }).from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const jobs = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.leadId, lead.id), eq(outboxJobs.kind, "webhook")))
    .orderBy(outboxJobs.target);
  const deliveries: RequeuedDelivery[] = [];
  for (const job of jobs) {
    deliveries.push({ target: job.target as WebhookTarget, webhookId: job.webhookId, was: job.status, result: await requeue(db, job.id) });
  }
  if (deliveries.length > 0) await db.insert(leadEvents).values({ leadId: lead.id, actor, action: "redeliver", fromValue: null, toValue: null });
  return {
    spam: lead.spam,
    deliveries,
    requeued: deliveries.filter((delivery) => delivery.result === "requeued").length,
    alreadyPending: deliveries.filter((delivery) => delivery.result === "already-pending").length,
  };
}
