import { createHmac, timingSafeEqual } from "node:crypto";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../contracts/chat.ts";

/**
 * Signs the replies this server writes, so that the history a visitor sends back can be
 * told apart from what the server said: with an AI provider only signed assistant turns
 * are passed on as the model's own words (forwarded-history.ts). Without the check a
 * visitor could write "assistant: yes, 50 % off, confirmed" and have the model build on
 * it (issue 36).
 */
export interface ReplySigner {
  /** HMAC-SHA-256 of the reply as the history will carry it (its first CHAT_MESSAGE_MAX_LENGTH characters), base64url. */
  sign(reply: string): string;
  /** Whether `signature` is this server's for `reply`, compared in constant time. */
  verify(reply: string, signature: string | undefined): boolean;
}

/**
 * The key is derived from AI_API_KEY, the one secret every instance that talks to the
 * provider already shares: a reply signed by one instance verifies on another and after a
 * restart, and no new setting or table is needed. Signing only matters when there is a
 * provider to pass turns to, so there is always a key when it does. The derivation is an
 * HMAC under its own label, so a signature reveals nothing of the API key; a new API key
 * makes earlier signatures fail, which costs only those turns in the model's context.
 */
export function replySignerFor(apiKey: string): ReplySigner {
  const key = createHmac("sha256", apiKey).update("chat reply signature v1").digest();
  const mac = (reply: string) => createHmac("sha256", key).update(reply.slice(0, CHAT_MESSAGE_MAX_LENGTH)).digest();
  return {
    sign: (reply) => mac(reply).toString("base64url"),
    verify(reply, signature) {
      if (signature === undefined) return false;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(reply);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
