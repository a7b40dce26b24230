import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * How a receiver checks a delivery's Standard Webhooks signature, with node:crypto alone:
 * the function docs/webhooks.md shows a CRM's integrator, which bench/container.ts runs on
 * the deliveries of the container image, so the documented code is the code that works.
 */

/** Verifies a delivery; returns its parsed body, or throws saying why it is refused. */
export function verifyWebhook(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string, toleranceSeconds = 300): unknown {
  const header = (name: string) => {
    const value = headers[name];
    if (typeof value !== "string" || value === "") throw new Error(`missing ${name} header`);
    return value;
  };
  const id = header("webhook-id");
  const timestamp = header("webhook-timestamp");
  const signatures = header("webhook-signature");

  // A replayed old delivery is refused: its timestamp is signed with it.
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > toleranceSeconds) throw new Error("timestamp too old or in the future");

  // "whsec_" and base64 is the key's bytes; a secret without the prefix is used as it is.
  const key = secret.startsWith("whsec_") ? Buffer.from(secret.slice("whsec_".length), "base64") : Buffer.from(secret, "utf8");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`).digest();

  // The header may hold several signatures ("v1,<base64> v1,<base64>") while a secret is rotated.
  const valid = signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    if (version !== "v1" || !signature) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error("no valid signature");
  return JSON.parse(rawBody);
}
