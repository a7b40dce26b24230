import { and, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { authOneTimeTokens, authSessions, authUsers } from "../db/schema.ts";
import { type DailyJob, startDailyJob } from "../jobs/daily-job.ts";

/** A session nobody has used (refreshed) for this long is over: the customer signs in again. */
export const sessionIdleDays = 30;
/** A session's absolute lifetime unless AUTH_SESSION_MAX_DAYS says otherwise. */
export const defaultSessionMaxDays = 90;
/** An account whose address was never confirmed and that nobody invited goes after this long. */
export const unconfirmedAccountDays = 7;

export interface AuthCleanupResult {
  sessions: number;
  links: number;
  unconfirmedAccounts: number;
}

/**
 * Deletes what no one can use any more: idle sessions and those past their lifetime
 * (with their refresh tokens), expired link tokens, and signups whose address was never
 * confirmed, which hold an address someone typed and nothing else.
 */
export async function deleteStaleAuthData(db: Db, now = new Date(), { sessionMaxDays = defaultSessionMaxDays } = {}): Promise<AuthCleanupResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const sessions = await tx
      .delete(authSessions)
      .where(
        or(
          lt(sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`, sql`${at} - make_interval(days => ${sessionIdleDays})`),
          lt(authSessions.createdAt, sql`${at} - make_interval(days => ${sessionMaxDays})`),
        ),
      )
      .returning({ id: authSessions.id });
    const links = await tx.delete(authOneTimeTokens).where(lt(authOneTimeTokens.expiresAt, at)).returning({ id: authOneTimeTokens.id });
    const unconfirmed = await tx
      .delete(authUsers)
      .where(
        and(
          isNull(authUsers.emailConfirmedAt),
          isNull(authUsers.invitedAt),
          lt(authUsers.createdAt, sql`${at} - make_interval(days => ${unconfirmedAccountDays})`),
        ),
      )
      .returning({ id: authUsers.id });
    return { sessions: sessions.length, links: links.length, unconfirmedAccounts: unconfirmed.length };
  });
}

export function startAuthCleanupJob({ db, log, sessionMaxDays }: { db: Db; log: Log; sessionMaxDays: number }): DailyJob {
  return startDailyJob("Account cleanup", () => deleteStaleAuthData(db, new Date(), { sessionMaxDays }), { log });
}
