import type { Context } from "hono";
import { ApiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";
import { errorMessages } from "./error-messages.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const formContentType = "application/x-www-form-urlencoded";

/**
 * The post's Idempotency-Key, lower-cased, so a retried request is stored once; none
 * without the header, and a 400 in the error shape when it is not a UUID.
 */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("Idempotency-Key");
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!uuidPattern.test(key)) throw new ApiError(400, errorMessages.invalidIdempotencyKey);
  return key.toLowerCase();
}

/** Whether a plain HTML form sent the post (before the page's JavaScript loaded, or without it). */
export function isFormPost(c: Context<AppEnv>): boolean {
  return c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === formContentType;
}
