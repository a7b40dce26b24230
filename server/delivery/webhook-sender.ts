import type { DeliveryTarget } from "../db/schema.ts";
import type { DeliveryConfig } from "./config.ts";
import { signWebhook } from "./signature.ts";

/** What one send attempt came to; recorded as a row of outbox_attempts. */
export interface AttemptOutcome {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  target: DeliveryTarget;
  webhookId: string;
  payload: unknown;
}

export type WebhookSender = (delivery: WebhookDelivery) => Promise<AttemptOutcome>;

export interface WebhookSenderOptions {
  config: DeliveryConfig;
  /** Svix and Standard Webhooks senders give a receiver 15 s. */
  timeoutMs?: number;
  clock?: () => Date;
  fetch?: typeof globalThis.fetch;
}

export const webhookTimeoutMs = 15_000;

/**
 * POSTs a job's JSON body with Standard Webhooks headers. Only a 2xx answer within the
 * timeout counts as delivered; redirects are not followed, because following one would
 * turn the POST into a GET on many servers.
 */
export function createWebhookSender({
  config,
  timeoutMs = webhookTimeoutMs,
  clock = () => new Date(),
  fetch = globalThis.fetch,
}: WebhookSenderOptions): WebhookSender {
  return async ({ target, webhookId, payload }) => {
    const url = config.targets[target];
    if (!url) return { delivered: false, statusCode: null, error: `The target ${target} has no URL configured` };

    const body = JSON.stringify(payload);
    const timestamp = Math.floor(clock().getTime() / 1000);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "webhook-id": webhookId,
      "webhook-timestamp": String(timestamp),
    };
    if (config.signingKey) headers["webhook-signature"] = signWebhook(config.signingKey, webhookId, timestamp, body);

    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal });
      // Only the status matters; draining the body would let a slow receiver hold the attempt.
      await response.body?.cancel().catch(() => undefined);
      const delivered = response.status >= 200 && response.status < 300;
      return { delivered, statusCode: response.status, error: delivered ? null : `HTTP ${response.status}` };
    } catch (error) {
      if (signal.aborted) return { delivered: false, statusCode: null, error: `No answer within ${timeoutMs} ms` };
      return { delivered: false, statusCode: null, error: describeNetworkError(error) };
    }
  };
}

/** fetch's own message is only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND...) is in its cause. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = "code" in cause ? ` (${String(cause.code)})` : "";
    return `${error.message}: ${cause.message}${code}`;
  }
  return error.message;
}
