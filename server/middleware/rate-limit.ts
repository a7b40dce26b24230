import type { MiddlewareHandler } from "hono";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { AppEnv } from "../http/app-env.ts";
import type { Db } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { errorMessages } from "../http/error-messages.ts";

/** One window of a limit: at most `points` requests per `seconds`. */
export interface RateWindow {
  points: number;
  seconds: number;
}

/** What the lead forms allow one address per endpoint (DESIGN.md, Leads). */
export const formRateWindows: readonly RateWindow[] = [
  { points: 5, seconds: 60 },
  { points: 30, seconds: 60 * 60 },
];

export interface RateLimitOptions {
  db: Db;
  /** Names the limited endpoint; each name counts on its own. */
  name: string;
  /** Every window must allow the request; the longest wait decides Retry-After. */
  windows?: readonly RateWindow[];
  /** Proxy hops whose X-Forwarded-For is trusted, as the server is configured (TRUST_PROXY). */
  trustProxy: number;
}

/**
 * Counts each request per client (its address, an IPv6 client's /64: rateLimitKey) in the
 * database (rate-limiter-flexible's Drizzle store, table `rate_limits`), so every server
 * instance shares one count and a
 * restart forgets nothing. A request over any window answers 429 in the error shape with
 * Retry-After in whole seconds.
 */
export function rateLimit({ db, name, windows = formRateWindows, trustProxy }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const limiters = windows.map(
    ({ points, seconds }) =>
      new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: `${name}:${seconds}s`, points, duration: seconds }),
  );
  return async (c, next) => {
    const key = rateLimitKey(clientIp(c, trustProxy));
    const outcomes = await Promise.allSettled(limiters.map((limiter) => limiter.consume(key)));
    let waitMs = 0;
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") continue;
      // The store rejects with a RateLimiterRes when the limit is reached and with an Error when it failed.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
    }
    if (outcomes.every((outcome) => outcome.status === "fulfilled")) return next();
    c.header("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
    return apiErrorResponse(c, 429, errorMessages.rateLimited);
  };
}
