import type { Db } from "../db/database.ts";
import { rateLimiter, type RateWindow } from "../http/rate-limit.ts";
import { authErrors } from "./errors.ts";

/**
 * Every limit of the auth service, counted in the database so every instance shares the
 * counts (server/auth/README.md). Per client (address, an IPv6 client's /64), as GoTrue;
 * per account for wrong passwords; per recipient for the mails a stranger can trigger.
 */
export const authLimits = {
  /** Both grants of /token from one address; GoTrue allows 30 at once, 150 per 5 minutes. */
  token: [
    { points: 30, seconds: 60 },
    { points: 150, seconds: 5 * 60 },
  ],
  /**
   * Password sign-ins to one account, from anywhere, until one succeeds. After ten the
   * lockout is soft: a source that has not failed recently (failedSignInSources) still
   * gets one try per window (lockedAccountTries), so the owner is not locked out by
   * someone else's guessing, while an address that guessed wrong waits out the window.
   */
  signInsPerAccount: [{ points: 10, seconds: 15 * 60 }],
  /**
   * Wrong passwords from one source network (an IPv4 /24, an IPv6 /48: sourceNetwork),
   * any account; only read, never refused.
   */
  failedSignInSources: [{ points: 1_000_000, seconds: 15 * 60 }],
  /** While an account is locked: one try per source network that has not failed. */
  lockedAccountTries: [{ points: 1, seconds: 15 * 60 }],
  /**
   * While an account is locked: the tries of all clean sources together. Without a
   * ceiling, whoever holds many networks guesses on; past it, the account signs in only
   * through a reset link (which lifts the lockout) until the hour is over.
   */
  lockedAccountCeiling: [{ points: 10, seconds: 60 * 60 }],
  /** One `account_under_distributed_guessing` line per account and ceiling window. */
  distributedGuessingAlerts: [{ points: 1, seconds: 60 * 60 }],
  /** signup, recover, verify and password changes from one address. */
  sensitive: [
    { points: 10, seconds: 60 },
    { points: 30, seconds: 5 * 60 },
  ],
  /** Mails to one address from the public endpoints: one a minute, five an hour. */
  mailsPerRecipient: [
    { points: 1, seconds: 60 },
    { points: 5, seconds: 60 * 60 },
  ],
} satisfies Record<string, readonly RateWindow[]>;

export interface Limit {
  /** Counts one try; throws 429 over_request_rate_limit when any window is used up. */
  consume(key: string): Promise<void>;
  /** Counts one try and answers whether it was allowed, without throwing. */
  tryConsume(key: string): Promise<boolean>;
  /** Forgets the key's count, as after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** The key's count in its busiest window, without counting. */
  used(key: string): Promise<number>;
}

/** One of the limits above, counted in the database (server/http/rate-limit.ts). */
export function createLimit(db: Db, name: string, windows: readonly RateWindow[]): Limit {
  const limiter = rateLimiter({ db }, { name: `auth-${name}`, windows });
  return {
    async consume(key) {
      const outcome = await limiter.consume(key);
      if (!outcome.allowed) throw authErrors.rateLimited(outcome.retryAfterSeconds);
    },
    tryConsume: async (key) => (await limiter.consume(key)).allowed,
    reset: (key) => limiter.reset(key),
    used: (key) => limiter.used(key),
  };
}
