import { createHmac } from "node:crypto";

const secretPrefix = "whsec_";

/**
 * The HMAC key of a webhook secret. Standard Webhooks writes secrets as "whsec_" plus the
 * key in base64; anything else is taken as the key's own bytes, as receivers such as n8n
 * and Make let their users type one.
 */
export function parseWebhookSecret(secret: string): Buffer | undefined {
  if (!secret.startsWith(secretPrefix)) return secret.length > 0 ? Buffer.from(secret, "utf8") : undefined;
  const encoded = secret.slice(secretPrefix.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  return Buffer.from(encoded, "base64");
}

/**
 * The `webhook-signature` header: "v1," and the base64 HMAC-SHA256 of
 * "{webhook-id}.{webhook-timestamp}.{body}" (Standard Webhooks, "Signature scheme").
 */
export function signWebhook(key: Buffer, webhookId: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", key).update(`${webhookId}.${timestamp}.${body}`).digest("base64");
  return `v1,${digest}`;
}
