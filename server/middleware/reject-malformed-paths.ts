import type { MiddlewareHandler } from "hono";
import { apiErrorResponse } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";

/**
 * A path whose percent-encoding does not decode is the client's error (RFC 3986 §2.1), not
 * ours: API paths (as `isApiPath` tells) answer in the API's error shape, others in plain text.
 */
export const rejectMalformedPaths = (isApiPath: (pathname: string) => boolean): MiddlewareHandler => async (c, next) => {
  const { pathname } = new URL(c.req.url);
  try {
    decodeURIComponent(pathname);
  } catch {
    if (isApiPath(pathname)) return apiErrorResponse(c, 400, errorMessages.malformedPath);
    return c.text(errorMessages.malformedPath, 400);
  }
  await next();
};
