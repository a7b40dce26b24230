import type { MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { AppEnv } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";

/** An id a proxy or load balancer may have given the request: a UUID or similar token, nothing that could bend a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Gives each request an id, kept from X-Request-Id when a proxy sent a sane one, so one
 * request can be followed across the proxy's logs and ours. The id goes back in the
 * X-Request-Id response header and onto every line of the request's logger, `c.get("log")`.
 */
export function requestId(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("X-Request-Id");
    const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", id);
    c.set("log", logger.child({ requestId: id }));
    await next();
    c.res.headers.set("X-Request-Id", id);
  };
}
