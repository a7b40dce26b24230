import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env.ts";

/**
 * One log line per request: method, path, status and duration, with the request id
 * (server/middleware/request-id.ts). The query string is left out because it can carry
 * tokens, and a handler whose path does (a personal download link) names the path to log
 * instead (`loggedPath`); bodies, cookies and other headers are never logged. A handler
 * adds what it did to the same line (`logFields`, such as the stored lead's id). A routine
 * request (a statistics event: several per page view) that succeeded is logged at debug
 * level, so it neither floods the log nor costs a write per event; one that failed is not.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const line = {
    ...c.get("logFields"),
    method: c.req.method,
    path: c.get("loggedPath") ?? new URL(c.req.url).pathname,
    status: c.res.status,
    durationMs: Math.round(performance.now() - started),
  };
  // The message repeats the fields so a developer's terminal shows a request on one line.
  const log = c.get("log");
  const level = c.get("routine") && line.status < 400 ? "debug" : "info";
  if (log.isLevelEnabled(level)) log[level](line, `${line.method} ${line.path} ${line.status} (${line.durationMs} ms)`);
};
