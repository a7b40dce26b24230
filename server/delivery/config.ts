import { z } from "zod";
import { parseEnv } from "../../config/parse-env.ts";
import type { DeliveryTarget } from "../db/schema.ts";
import { parseWebhookSecret } from "./signature.ts";

const webhookUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** The delivery queue's environment variables, to be merged into the server's schema. */
export const deliveryEnvShape = {
  /** Receives every lead (SPEC §7 calls 2 and 4); unset, no lead is sent there. */
  AUTOMATION_WEBHOOK_URL: webhookUrl.optional(),
  /** Receives the contact request (SPEC §7 call 3); unset, nothing is sent there. */
  FORM_SERVICE_URL: webhookUrl.optional(),
  /** A Slack incoming webhook: new leads and deadlines drawing near, in a channel. Unset, no Slack alerts. */
  SLACK_WEBHOOK_URL: webhookUrl.optional(),
  /** A Microsoft Teams Workflows webhook, for the same alerts as an Adaptive Card. Unset, no Teams alerts. */
  TEAMS_WEBHOOK_URL: webhookUrl.optional(),
  /** Signs each delivery (Standard Webhooks): "whsec_" and base64, or the secret itself. */
  WEBHOOK_SECRET: z
    .string()
    .trim()
    .transform((value, context) => {
      const key = parseWebhookSecret(value);
      if (!key) context.addIssue({ code: "custom", message: 'must be "whsec_" followed by base64, or a plain secret' });
      return key ?? z.NEVER;
    })
    .optional(),
};

export const deliveryEnvSchema = z.object(deliveryEnvShape);

export type DeliveryEnv = z.output<typeof deliveryEnvSchema>;

export interface DeliveryConfig {
  /** The URL of each configured target; a target that is absent is never enqueued. */
  targets: Partial<Record<DeliveryTarget, string>>;
  /** The HMAC key, when deliveries are signed. */
  signingKey: Buffer | undefined;
}

export function deliveryConfigFromEnv(env: DeliveryEnv): DeliveryConfig {
  const targets: Partial<Record<DeliveryTarget, string>> = {};
  if (env.AUTOMATION_WEBHOOK_URL) targets.automation_webhook = env.AUTOMATION_WEBHOOK_URL;
  if (env.FORM_SERVICE_URL) targets.form_service = env.FORM_SERVICE_URL;
  if (env.SLACK_WEBHOOK_URL) targets.slack = env.SLACK_WEBHOOK_URL;
  if (env.TEAMS_WEBHOOK_URL) targets.teams = env.TEAMS_WEBHOOK_URL;
  return { targets, signingKey: env.WEBHOOK_SECRET };
}

export function readDeliveryConfig(source: Record<string, string | undefined> = process.env): DeliveryConfig {
  return deliveryConfigFromEnv(parseEnv(deliveryEnvSchema, source));
}
