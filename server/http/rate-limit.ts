import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  RateLimiterUnion,
} from "rate-limiter-flexible";
import type { AppEnv } from "./app-env.ts";
import type { Database, Db } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";
import { apiErrorResponse } from "./api-error.ts";
import { clientIp, rateLimitKey } from "./client-ip.ts";
import { errorMessages } from "./error-messages.ts";

/** One window of a limit: at most `points` per `seconds`. */
export interface RateWindow {
  points: number;
  seconds: number;
}

/** What the lead forms allow one address per endpoint (DESIGN.md, Leads). */
export const formRateWindows: readonly RateWindow[] = [
  { points: 5, seconds: 60 },
  { points: 30, seconds: 60 * 60 },
];

/** The in-process counters of the limits, by name and window: one per server (services.ts). */
export type RateLimitMemory = Map<string, RateLimiterAbstract>;

export function createRateLimitMemory(): RateLimitMemory {
  return new Map();
}

/**
 * Where counts live: decided by the database the server runs on (see rateLimiter). Without
 * an engine they are kept in the database on either engine, for counts that must outlive
 * a restart (the accounts' lockouts). `memory` holds the counts kept in the process: the
 * server makes one (services.ts) and every limit of its areas counts there, so two limits
 * of one name share their counts as two instances on one PostgreSQL do. A limit given no
 * memory counts on its own.
 */
export type RateLimitDatabase = { db: Db; engine?: Database["engine"]; memory?: RateLimitMemory };

export interface RateLimitOutcome {
  /** True when every window still had room; the points were counted either way. */
  allowed: boolean;
  /** Whole seconds until the fullest refusing window has room again; 0 when allowed. */
  retryAfterSeconds: number;
  /** The fewest points any window has left after this call. */
  remaining: number;
  /** The most points any window has counted for the key, this call's included (also past the limit). */
  consumed: number;
}

/** A limit of several windows on one name, for code that counts other things than requests. */
export interface RateLimiter {
  /** Counts `points` for `key` in every window and says whether all of them allowed it. */
  consume(key: string, points?: number): Promise<RateLimitOutcome>;
  /** Gives points back in every window, as for a try that turned out fine. */
  reward(key: string, points?: number): Promise<void>;
  /** Counts extra points in every window without asking, as for a try that turned out bad. */
  penalty(key: string, points?: number): Promise<void>;
  /** Forgets the key in every window. */
  reset(key: string): Promise<void>;
  /** The key's count in its busiest window, without counting. */
  used(key: string): Promise<number>;
}

export interface RateLimiterOptions {
  /** Names what is limited; each name counts on its own. */
  name: string;
  windows: readonly RateWindow[];
  /**
   * Counts in this process's memory on either engine: for a limit where each instance
   * counting on its own is enough and a database write per request would cost more than
   * the request itself (the statistics' events, server/analytics/).
   */
  inMemory?: boolean;
}

function windowLimiter(database: RateLimitDatabase, keyPrefix: string, { points, seconds }: RateWindow, inMemory: boolean): RateLimiterAbstract {
  if (database.engine !== "pglite" && !inMemory) {
    return new RateLimiterDrizzle({ storeClient: database.db, schema: rateLimits, keyPrefix, points, duration: seconds });
  }
  const limiters = database.memory ?? createRateLimitMemory();
  const cacheKey = `${keyPrefix}/${points}`;
  let limiter = limiters.get(cacheKey);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    limiters.set(cacheKey, limiter);
  }
  return limiter;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * A limit counted per key over several windows (rate-limiter-flexible's RateLimiterUnion).
 * On PostgreSQL the counts live in the `rate_limits` table, so every instance shares them
 * and a restart forgets nothing. On embedded PGlite they live in this process's memory:
 * one process holds a PGlite folder, so memory is exactly as shared as the database, and
 * a count costs no commit. A restart of an embedded server starts the counts afresh
 * (docs/decisions/013-lead-throughput.md).
 */
export function rateLimiter(database: RateLimitDatabase, { name, windows, inMemory = false }: RateLimiterOptions): RateLimiter {
  if (windows.length === 0) throw new Error(`The rate limit ${name} has no window`);
  const limiters = windows.map((window) => windowLimiter(database, `${name}:${window.seconds}s`, window, inMemory));
  const union = new RateLimiterUnion(...limiters);
  const each = async (action: (limiter: RateLimiterAbstract) => Promise<unknown>) => {
    await Promise.all(limiters.map(action));
  };

  return {
    async consume(key, points = 1) {
      const answers = await union.consume(key, points).then(
        (allowed: Record<string, RateLimiterRes>) => ({ allowed: true, results: Object.values(allowed) }),
        (refused: Record<string, RateLimiterRes | Error>) => {
          const results = Object.values(refused);
          // A window over its limit rejects with its RateLimiterRes; a store that failed rejects with an Error.
          const failure = results.find((result) => !(result instanceof RateLimiterRes));
          if (failure) throw failure;
          return { allowed: false, results: results as RateLimiterRes[] };
        },
      );
      const remaining = Math.min(...answers.results.map((result) => result.remainingPoints));
      const consumed = Math.max(...answers.results.map((result) => result.consumedPoints));
      if (answers.allowed) return { allowed: true, retryAfterSeconds: 0, remaining, consumed };
      const waitMs = Math.max(...answers.results.map((result) => result.msBeforeNext));
      return { allowed: false, retryAfterSeconds: seconds(waitMs), remaining, consumed };
    },
    reward: (key, points = 1) => each((limiter) => limiter.reward(key, points)),
    penalty: (key, points = 1) => each((limiter) => limiter.penalty(key, points)),
    reset: (key) => each((limiter) => limiter.delete(key)),
    async used(key) {
      const counts = await Promise.all(limiters.map(async (limiter) => (await limiter.get(key))?.consumedPoints ?? 0));
      return Math.max(0, ...counts);
    },
  };
}

export interface RateLimitOptions extends RateLimiterOptions {
  database: RateLimitDatabase;
  /** Proxy hops whose X-Forwarded-For is trusted, as the server is configured (TRUST_PROXY). */
  trustProxy: number;
}

/**
 * Middleware counting each request per client (its address, an IPv6 client's /64:
 * rateLimitKey): a request over any window answers
 * 429 in the error shape with Retry-After in whole seconds (the longest wait of the
 * windows that refused) and never reaches the handler.
 */
export function rateLimit({ database, name, windows, trustProxy, inMemory }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const limiter = rateLimiter(database, { name, windows, inMemory });
  return async (c, next) => {
    const outcome = await limiter.consume(rateLimitKey(clientIp(c, trustProxy)));
    if (outcome.allowed) return next();
    c.header("Retry-After", String(outcome.retryAfterSeconds));
    return apiErrorResponse(c, 429, errorMessages.rateLimited);
  };
}

/**
 * Deletes the counts in `rate_limits` whose window has ended, whichever limit wrote them
 * (the stores' own hourly clean-up runs only where a database-backed limiter exists). The
 * privacy policy promises that a counted address goes within a day of its window's end.
 */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, sql`now()`)).returning({ key: rateLimits.key });
  return deleted.length;
}
