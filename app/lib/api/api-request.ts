import type * as z from "zod/mini";

/*
 * The one way the browser calls this site's API. A contract (built from its module in
 * contracts/) says where a call goes, what it sends and what it answers; every 2xx answer
 * is parsed with the contract's response schema, so a page gets the data the contract
 * promises or a failure, never a cast. Nothing here loads zod: the schemas come with the
 * contracts, so a page whose contract needs none (the consent beacon, the lead forms'
 * post) keeps zod out of its first script.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What apiRequest asks of a response schema: zod's safeParse. */
export interface ResponseSchema<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { message: string } };
}

/**
 * Takes any answer as it comes, for a caller that does not need the contract's schema and
 * should not load zod for it: the consent beacon, whose answer nobody reads, and the lead
 * forms' post, whose pipeline hands the answer on (the chat parses its reply itself).
 */
export const answerAsItComes: ResponseSchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** One endpoint as a call needs it: built from the endpoint's module in contracts/. */
export interface ApiContract<Params = void, Body = void, Output = unknown> {
  readonly method: HttpMethod;
  /** The contract's path; a function of the call's params where the path holds an id. */
  readonly path: string | ((params: Params) => string);
  /**
   * The request body's schema: a call's body is what it takes. The page checks its own
   * input first and the server parses the body, answering 400 or 422 with a message per field.
   */
  readonly request?: z.ZodMiniType<unknown, Body>;
  /** Parses every 2xx answer: the contract's response schema. */
  readonly response: ResponseSchema<Output>;
  /** How a 2xx answer's body is read before it is parsed: JSON (by default) or a file, as a Blob. */
  readonly answer?: "json" | "file";
}

/** A part of a call that its contract asks for, may take (unknown) or has none of (void). */
type CallPart<Name extends string, Value> = unknown extends Value
  ? { [Key in Name]?: unknown }
  : [Value] extends [void]
    ? { [Key in Name]?: undefined }
    : { [Key in Name]: Value };

/** What one call fills in: the path's params, a query string ("" or "?…"), the body. */
export type ApiCall<Params, Body> = { search?: string } & CallPart<"params", Params> & CallPart<"body", Body>;

/** A non-2xx answer, by what the page does about it. */
export interface HttpFailure {
  /**
   * 401 `unauthorized`: the session is gone, sign in again; 403 `forbidden`: the account
   * may not (the workspace's "Den här sidan är bara för personal"); 404 `notFound`; 400 and
   * 422 `invalid`; 429 `rateLimited`; anything else `failed`.
   */
  kind: "unauthorized" | "forbidden" | "notFound" | "invalid" | "failed";
  status: number;
  /** The API's own message in its error body (docs/decisions/004), when the answer had one. */
  serverMessage: string | undefined;
  /** A message per field, keyed by the field's path. */
  fieldErrors: Record<string, string>;
}

export type ApiFailure =
  | HttpFailure
  | (Omit<HttpFailure, "kind"> & { kind: "rateLimited"; retryAfterSeconds: number | null })
  /** No answer at all: the network or the server could not be reached. */
  | { kind: "offline" }
  /** A 2xx answer that is not what the contract says: its response schema refused it. */
  | { kind: "unexpectedAnswer"; status: number; problem: string };

export type ApiResult<Output> = { ok: true; data: Output } | { ok: false; failure: ApiFailure };

export interface ApiRequestOptions {
  /** Sent as `Authorization: Bearer`, for the signed-in pages' endpoints. */
  accessToken?: string;
  /** Sent as Idempotency-Key, so the server stores a retried request once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The request outlives the page (a decision sent as the visitor leaves). */
  keepalive?: boolean;
  /** The fetch to use; tests pass one bound to an in-process app. */
  fetch?: typeof fetch;
}

/** The path of one call, with its query. */
export function apiUrl<Params, Body>(contract: ApiContract<Params, Body, unknown>, call: ApiCall<Params, Body>): string {
  const path = typeof contract.path === "string" ? contract.path : contract.path(call.params as Params);
  return `${path}${call.search ?? ""}`;
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

/** The body as JSON: null when empty, undefined when it is not JSON or could not be read. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/**
 * The API's error body for every answer that is not 2xx (docs/decisions/004), checked by
 * hand so that no page loads zod to read an error.
 */
function errorBody(json: unknown): { error: string; fields: Record<string, string> } | undefined {
  if (typeof json !== "object" || json === null || !("error" in json) || typeof json.error !== "string") return undefined;
  if (!("fields" in json) || json.fields === undefined) return { error: json.error, fields: {} };
  const { fields } = json;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === "string")) return undefined;
  return { error: json.error, fields: Object.fromEntries(entries) };
}

function httpFailureKind(status: number): HttpFailure["kind"] {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  if (status === 400 || status === 422) return "invalid";
  return "failed";
}

/** Sends one call and reads its answer into an ApiResult; it never throws for HTTP or network failures. */
export async function apiRequest<Params, Body, Output>(
  contract: ApiContract<Params, Body, Output>,
  call: ApiCall<Params, Body>,
  options: ApiRequestOptions = {},
): Promise<ApiResult<Output>> {
  const answer = contract.answer ?? "json";
  const headers: Record<string, string> = {};
  // A form (an upload) goes as multipart with the boundary fetch writes; anything else as JSON.
  const form = call.body instanceof FormData ? call.body : undefined;
  if (call.body !== undefined && !form) headers["Content-Type"] = "application/json";
  if (answer === "json") headers.Accept = "application/json";
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(apiUrl(contract, call), {
      method: contract.method,
      headers,
      body: form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    return { ok: false, failure: { kind: "offline" } };
  }

  if (response.ok) {
    const body = answer === "file" ? await response.blob().catch(() => undefined) : await readJson(response);
    const parsed = contract.response.safeParse(body);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, failure: { kind: "unexpectedAnswer", status: response.status, problem: parsed.error.message } };
  }

  const error = errorBody(await readJson(response));
  const failure = { status: response.status, serverMessage: error?.error, fieldErrors: error?.fields ?? {} };
  if (response.status === 429) {
    return { ok: false, failure: { kind: "rateLimited", ...failure, retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")) } };
  }
  return { ok: false, failure: { kind: httpFailureKind(response.status), ...failure } };
}
