import { submitMessages } from "../../content/forms.ts";

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

interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/**
 * The API's error body for every answer that is not 2xx (docs/decisions/004). Checked by
 * hand: this runs on every form page, which should not load zod before a submit.
 */
function asErrorBody(json: unknown): ErrorBody | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const { error, fields } = json as { error?: unknown; fields?: unknown };
  if (typeof error !== "string") return undefined;
  if (fields === undefined) return { error };
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return undefined;
  if (!Object.values(fields).every((message) => typeof message === "string")) return undefined;
  return { error, fields: fields as Record<string, string> };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3); a date becomes the seconds
 * left until it, never below zero.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Posts `body` as JSON and reads the answer into a PostResult; it never throws for HTTP or network failures. */
export async function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<PostResult> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    return { kind: "failed", message: submitMessages.offline };
  }

  const json = await readJson(response).catch(() => undefined);
  if (response.ok) return { kind: "ok", data: json };

  const error = asErrorBody(json);
  const fieldErrors = error?.fields ?? {};

  if (response.status === 429) {
    return {
      kind: "rateLimited",
      message: error?.error ?? submitMessages.rateLimited,
      retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")),
    };
  }
  if (response.status === 422 || Object.keys(fieldErrors).length > 0) {
    return { kind: "invalid", message: error?.error ?? submitMessages.invalid, fieldErrors };
  }
  return { kind: "failed", message: error?.error ?? submitMessages.failed };
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
