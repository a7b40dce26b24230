import type { Context } from "hono";
import { type $ZodIssue, type $ZodType, type output, safeParseAsync } from "zod/v4/core";
import { ApiError } from "./api-error.ts";
import { errorMessages } from "./error-messages.ts";

/** Enough for the longest form the site has (a 2 000-character message and its fields), with room. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

const mediaTypes = {
  json: "application/json",
  // What a plain HTML form posts before its JavaScript has loaded.
  form: "application/x-www-form-urlencoded",
  // JSON in a text/plain body: what navigator.sendBeacon sends for a string, which needs no CORS preflight.
  jsonText: "text/plain",
} as const;

export type BodyFormat = keyof typeof mediaTypes;

export interface ReadBodyOptions {
  /** Formats the endpoint accepts; JSON alone by default. */
  accept?: readonly BodyFormat[];
  /** Largest body in bytes; larger ones answer 413. */
  limit?: number;
}

/**
 * Reads a request body and validates it against a zod (or zod/mini) schema, so a handler
 * starts from valid, typed input. Every failure throws an ApiError the API's error
 * handler turns into the error shape: 415 for a format the endpoint does not accept, 413
 * for a body over the limit, 400 for a body that is not valid UTF-8 or JSON, 422 with a
 * message per field when the schema rejects the input, or when a string anywhere in the
 * input holds a NUL character or a lone surrogate (neither can be stored in PostgreSQL
 * text or sent in a mail, so they are refused here rather than failing later).
 */
export async function readBody<Schema extends $ZodType>(
  c: Context,
  schema: Schema,
  { accept = ["json"], limit = DEFAULT_BODY_LIMIT }: ReadBodyOptions = {},
): Promise<output<Schema>> {
  const format = accept.find((name) => mediaTypes[name] === mediaType(c.req.header("Content-Type")));
  if (!format) throw new ApiError(415, errorMessages.unsupportedFormat);
  const text = decodeUtf8(await readLimited(c.req.raw, limit));
  const input = format === "form" ? parseForm(text) : parseJson(text);
  const unstorable = unstorableStrings(input);
  if (unstorable) throw new ApiError(422, unstorable.fields ? errorMessages.invalidFields : errorMessages.invalidCharacters, unstorable.fields);
  // Schemas carry their own Swedish messages; this one covers checks that have none.
  const result = await safeParseAsync(schema, input, { error: () => errorMessages.invalidField });
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  throw new ApiError(422, fields ? errorMessages.invalidFields : errorMessages.unreadable, fields);
}

function mediaType(contentType: string | undefined) {
  return contentType?.split(";")[0]?.trim().toLowerCase();
}

/**
 * A body with a Content-Length within the limit is read whole: the HTTP parser delivers
 * exactly that many bytes, and the Node adapter then reads them straight from the socket
 * without building a web stream (a third of an analytics event's cost). A body sent
 * without one is counted as it arrives, so it cannot exceed the limit either.
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) > limit) throw new ApiError(413, errorMessages.tooLarge);
    return new Uint8Array(await request.arrayBuffer());
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(413, errorMessages.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decodeUtf8(bytes: Uint8Array) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, errorMessages.unreadable);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, errorMessages.unreadable);
  }
}

/**
 * A form's fields as an object; a name sent more than once (a group of checkboxes)
 * becomes an array. Object.fromEntries defines each name as an own property, so a
 * field called `__proto__` cannot reach the object's prototype.
 */
function parseForm(text: string): Record<string, string | string[]> {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = values.get(name);
    values.set(name, earlier === undefined ? value : [earlier, value].flat());
  }
  return Object.fromEntries(values);
}

/**
 * Finds strings with a NUL character or a lone surrogate anywhere in the input, walking
 * it without recursion so that a deeply nested body cannot exhaust the stack. Returns
 * undefined when there is none, otherwise a message per field path (none when the
 * offending string is the whole body).
 */
function unstorableStrings(input: unknown): { fields: Record<string, string> | undefined } | undefined {
  const fields = new Map<string, string>();
  let found = false;
  // Each entry links to its parent, so a path is built only for a string that is reported.
  type Entry = { value: unknown; key: string; parent: Entry | undefined };
  const pathOf = (entry: Entry) => {
    const keys: string[] = [];
    for (let at: Entry | undefined = entry; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys.join(".");
  };
  const pending: Entry[] = [{ value: input, key: "", parent: undefined }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { value } = entry;
    if (typeof value === "string") {
      if (value.includes("\u0000") || !value.isWellFormed()) {
        found = true;
        if (entry.parent) fields.set(pathOf(entry), errorMessages.invalidCharacters);
      }
    } else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, key, parent: entry });
    }
  }
  if (!found) return undefined;
  return { fields: fields.size > 0 ? Object.fromEntries([...fields].sort(([a], [b]) => a.localeCompare(b))) : undefined };
}

/** The first message for each field, keyed by its path ("contact.email"); undefined when no field is named. */
function fieldMessages(issues: readonly $ZodIssue[]): Record<string, string> | undefined {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.map(String).join(".");
    if (name && !fields.has(name)) fields.set(name, issue.message);
  }
  return fields.size > 0 ? Object.fromEntries(fields) : undefined;
}
