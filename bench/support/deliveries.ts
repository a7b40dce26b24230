/**
 * What the webhook receivers got, held against what the server acknowledged and stored.
 * Standard Webhooks receivers drop a repeat by its webhook-id, so the contract is: each
 * acknowledged lead reaches each of its targets under one webhook-id, at least once.
 */
import { type WebhookTarget, webhookTargets } from "../../contracts/staff.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Acknowledged } from "./load.ts";
import type { StoredState } from "./lead-server.ts";

export type Receivers = Record<WebhookTarget, WebhookReceiver>;

/** One receiver per target, answering 204 to everything, so each delivery is counted where it was meant to go. */
export async function startReceivers(): Promise<Receivers> {
  const [automation, formService] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  return { automation_webhook: automation, form_service: formService };
}

export function receiverEnv(receivers: Receivers): Record<string, string> {
  return { AUTOMATION_WEBHOOK_URL: receivers.automation_webhook.url, FORM_SERVICE_URL: receivers.form_service.url };
}

export async function closeReceivers(receivers: Receivers) {
  await Promise.all(Object.values(receivers).map((receiver) => receiver.close()));
}

/** The targets a lead of this kind is sent to (server/leads/README.md, "What each lead sends"). */
export function targetsOf(kind: string): WebhookTarget[] {
  return kind === "contact" ? [...webhookTargets] : ["automation_webhook"];
}

export interface TargetTally {
  received: number;
  uniqueIds: number;
  /** Requests that repeated a webhook-id already received: what a deduplicating receiver drops. */
  repeats: number;
  /** webhook-ids per lead email found in the payloads. */
  idsByEmail: Map<string, Set<string>>;
  ids: Set<string>;
}

export function tally(receiver: WebhookReceiver): TargetTally {
  const ids = new Set<string>();
  const idsByEmail = new Map<string, Set<string>>();
  for (const { headers, body } of receiver.received) {
    const id = String(headers["webhook-id"]);
    ids.add(id);
    const email = (JSON.parse(body) as { email?: unknown }).email;
    if (typeof email !== "string") continue;
    const known = idsByEmail.get(email) ?? new Set<string>();
    known.add(id);
    idsByEmail.set(email, known);
  }
  return { received: receiver.received.length, uniqueIds: ids.size, repeats: receiver.received.length - ids.size, idsByEmail, ids };
}

/** Acknowledged leads whose webhook has not arrived yet at some target. */
export function undelivered(acknowledged: readonly Acknowledged[], receivers: Receivers): number {
  const tallies = { automation_webhook: tally(receivers.automation_webhook), form_service: tally(receivers.form_service) };
  return acknowledged.filter((lead) => targetsOf(lead.kind).some((target) => !tallies[target].idsByEmail.has(lead.email))).length;
}

export interface Verification {
  acknowledged: number;
  stored: number;
  /** Acknowledged ids with no stored lead: the figure that must be 0. */
  missing: string[];
  /** Emails stored more than once: one submission became several leads. */
  storedTwice: string[];
  perTarget: Record<WebhookTarget, TargetTally & { expected: number; deliveredOnce: number; notDelivered: number; severalIds: number }>;
  /** Webhook jobs of acknowledged leads that the store does not mark delivered. */
  jobsNotDelivered: number;
  /** Webhook jobs of acknowledged leads marked delivered whose webhook-id never reached the receiver. */
  deliveredButNotReceived: number;
  jobStatuses: Map<string, number>;
}

export function verify(acknowledged: readonly Acknowledged[], state: StoredState, receivers: Receivers): Verification {
  const storedIds = new Set(state.leads.map((lead) => lead.id));
  const emailCounts = new Map<string, number>();
  for (const lead of state.leads) emailCounts.set(lead.email, (emailCounts.get(lead.email) ?? 0) + 1);
  const ackedIds = new Set(acknowledged.map((lead) => lead.id));

  const perTarget = {} as Verification["perTarget"];
  for (const target of webhookTargets) {
    const counts = tally(receivers[target]);
    let expected = 0;
    let deliveredOnce = 0;
    let notDelivered = 0;
    let severalIds = 0;
    for (const lead of acknowledged) {
      if (!targetsOf(lead.kind).includes(target)) continue;
      expected++;
      const ids = counts.idsByEmail.get(lead.email)?.size ?? 0;
      if (ids === 0) notDelivered++;
      else if (ids === 1) deliveredOnce++;
      else severalIds++;
    }
    perTarget[target] = { ...counts, expected, deliveredOnce, notDelivered, severalIds };
  }

  let jobsNotDelivered = 0;
  let deliveredButNotReceived = 0;
  const jobStatuses = new Map<string, number>();
  for (const job of state.jobs) {
    const key = `${job.target} ${job.status}`;
    jobStatuses.set(key, (jobStatuses.get(key) ?? 0) + 1);
    // The lead's deliveries only: chat alerts to staff are not part of the measurement.
    const target = webhookTargets.find((candidate) => candidate === job.target);
    if (job.kind !== "webhook" || !job.leadId || !ackedIds.has(job.leadId) || !target) continue;
    if (job.status !== "delivered") jobsNotDelivered++;
    else if (!perTarget[target].ids.has(job.webhookId)) deliveredButNotReceived++;
  }

  return {
    acknowledged: acknowledged.length,
    stored: state.leads.length,
    missing: acknowledged.filter((lead) => !storedIds.has(lead.id)).map((lead) => lead.id),
    storedTwice: [...emailCounts].filter(([, count]) => count > 1).map(([email]) => email),
    perTarget,
    jobsNotDelivered,
    deliveredButNotReceived,
    jobStatuses,
  };
}
