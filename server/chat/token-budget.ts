import { stockholmDay } from "../cli/stockholm-time.ts";
import type { Db } from "../db/database.ts";
import { rateLimiter } from "../http/rate-limit.ts";

/**
 * The AI provider's tokens a day (AI_DAILY_TOKEN_BUDGET): once the provider has reported
 * that many for the Stockholm day, the embedded answerer replies until midnight. A visitor
 * within the rate limit (200 messages an hour per address) could otherwise run up the
 * provider's bill without end, from many addresses.
 */
export interface TokenBudget {
  /** Whether today's tokens are used up. */
  spent(): Promise<boolean>;
  /** Counts tokens the provider reported for one answer. */
  record(tokens: number): Promise<void>;
}

/**
 * Counted in the database's `rate_limits` table on either engine (one row a day, key
 * `ai-tokens:…:<day>`), so every instance on the database shares the count and a restart
 * forgets nothing. Requests already under way when the budget runs out still finish, so
 * a day can go over it by the answers in flight at that moment.
 */
export function dailyTokenBudget(db: Db, tokensPerDay: number, now: () => Date = () => new Date()): TokenBudget {
  // A window a little longer than a day: the key changes at midnight, and 25 h holds a day of summer-time change.
  const limiter = rateLimiter({ db }, { name: "ai-tokens", windows: [{ points: tokensPerDay, seconds: 25 * 60 * 60 }] });
  const today = () => stockholmDay(now());
  return {
    spent: async () => (await limiter.used(today())) >= tokensPerDay,
    record: async (tokens) => {
      if (tokens > 0) await limiter.penalty(today(), Math.ceil(tokens));
    },
  };
}
