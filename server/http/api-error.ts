import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env.ts";
import { errorMessages } from "./error-messages.ts";

/**
 * The body of every API response that is not 2xx. `fields` maps a field's path (joined
 * with ".") to what is wrong with it, and is present only when a field is wrong.
 */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** Thrown by a handler (or server/http/request-body.ts) to answer with the error shape. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }
}

export function apiErrorResponse(c: Context, status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = fields ? { error: message, fields } : { error: message };
  return c.json(body, status, { "Cache-Control": "no-store" });
}

/**
 * The API's one error handler: an ApiError answers as it says; anything else is logged
 * with the request's context and answers 500 with a message that reveals nothing.
 */
export const handleApiError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return apiErrorResponse(c, error.status, error.message, error.fields);
  c.get("log").error({ err: error, method: c.req.method, path: new URL(c.req.url).pathname }, "API request failed");
  return apiErrorResponse(c, 500, errorMessages.unexpected);
};
