import { submitMessages } from "../../content/forms.ts";
import { answerAsItComes, apiRequest } from "../../lib/api/api-request.ts";

export { parseRetryAfter } from "../../lib/api/api-request.ts";

/**
 * The outcome of posting a form to this site's API, one case per thing the form shows:
 * `ok` the server's answer; `invalid` a message per field (HTTP 422); `rateLimited` how
 * long to wait (HTTP 429); `failed` anything else, including no answer at all.
 */
export type PostResult =
  | { kind: "ok"; data: unknown }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "rateLimited"; message: string; retryAfterSeconds: number | null }
  | { kind: "failed"; message: string };

export interface PostOptions {
  /** Sent as Idempotency-Key, so the server stores a retried request once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The fetch to use; tests pass one bound to an in-process app. */
  fetch?: typeof fetch;
}

/** Posts `body` as JSON and reads the answer into a PostResult; it never throws for HTTP or network failures. */
export async function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<PostResult> {
  const result = await apiRequest({ method: "POST", path: url, response: answerAsItComes }, { body }, options);
  if (result.ok) return { kind: "ok", data: result.data };

  const { failure } = result;
  if (failure.kind === "offline") return { kind: "failed", message: submitMessages.offline };
  if (failure.kind === "unexpectedAnswer") return { kind: "failed", message: submitMessages.failed };
  if (failure.kind === "rateLimited") {
    return { kind: "rateLimited", message: failure.serverMessage ?? submitMessages.rateLimited, retryAfterSeconds: failure.retryAfterSeconds };
  }
  if (failure.status === 422 || Object.keys(failure.fieldErrors).length > 0) {
    return { kind: "invalid", message: failure.serverMessage ?? submitMessages.invalid, fieldErrors: failure.fieldErrors };
  }
  return { kind: "failed", message: failure.serverMessage ?? submitMessages.failed };
}

/**
 * A fresh key for one submission. crypto.randomUUID exists only in secure contexts, so
 * a page served over plain HTTP builds a version 4 UUID from getRandomValues instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
