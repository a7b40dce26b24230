import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/database.ts";
import { type AuthMethod, type AuthUser, authRefreshTokens, authSessions, authUsers } from "../db/schema.ts";
import { issuerFor, signAccessToken } from "./access-tokens.ts";
import { sessionIdleDays } from "./cleanup.ts";
import type { EmbeddedAuthConfig } from "./config.ts";
import { authErrors } from "./errors.ts";
import { newSecretToken, tokenHash } from "./secrets.ts";
import type { SigningKeys } from "./signing-keys.ts";
import { userJson, type UserJson } from "./user-json.ts";

/** What supabase-js stores after signing in (GoTrue's AccessTokenResponse). */
export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface SessionIssuer {
  /**
   * Starts a session for a user who just proved who they are. Inside a transaction, call
   * `keys.current()` first: loading the keys reads the database, and embedded PGlite
   * has one connection, which the open transaction holds.
   */
  start(executor: Executor, user: AuthUser, method: AuthMethod): Promise<SessionJson>;
  /**
   * Exchanges a refresh token for a new one and a new access token (rotation).
   * `onReuse` hears of a spent token presented again, with the account it belonged to.
   */
  refresh(refreshToken: string, onReuse?: (userId: string | undefined) => void): Promise<SessionJson>;
}

export function createSessionIssuer(db: Db, config: EmbeddedAuthConfig, keys: SigningKeys): SessionIssuer {
  const issuer = issuerFor(config.siteUrl);

  async function issueRefreshToken(executor: Executor, sessionId: string): Promise<string> {
    const token = newSecretToken();
    await executor.insert(authRefreshTokens).values({ sessionId, tokenHash: tokenHash(token) });
    return token;
  }

  async function sessionJson(
    user: AuthUser,
    session: { id: string; method: AuthMethod; createdAt: Date },
    refreshToken: string,
  ): Promise<SessionJson> {
    const { token, expiresAt } = await signAccessToken(
      keys,
      { issuer, seconds: config.accessTokenSeconds },
      { user, sessionId: session.id, method: session.method, authenticatedAt: session.createdAt },
    );
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: config.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  /** A new refresh token for a session that still exists, with the session's user. */
  async function continueSession(sessionId: string): Promise<SessionJson> {
    await keys.current();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(authSessions)
        .set({ refreshedAt: sql`now()` })
        .where(
          and(
            eq(authSessions.id, sessionId),
            gt(sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`, sql`now() - make_interval(days => ${sessionIdleDays})`),
            gt(authSessions.createdAt, sql`now() - make_interval(days => ${config.sessionMaxDays})`),
          ),
        )
        .returning();
      if (!row) {
        // Idle too long, past its lifetime, or signed out meanwhile: the daily cleanup would have deleted it anyway.
        await tx.delete(authSessions).where(eq(authSessions.id, sessionId));
        throw authErrors.refreshSessionGone();
      }
      const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, row.userId));
      if (!user) throw authErrors.refreshSessionGone();
      return sessionJson(user, row, await issueRefreshToken(tx, row.id));
    });
  }

  return {
    async start(executor, user, method) {
      const [session] = await executor.insert(authSessions).values({ userId: user.id, method }).returning();
      const [signedIn] = await executor
        .update(authUsers)
        .set({ lastSignInAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(authUsers.id, user.id))
        .returning();
      return sessionJson(signedIn ?? user, session!, await issueRefreshToken(executor, session!.id));
    },

    /**
     * A refresh token works once: the conditional update lets exactly one of two
     * concurrent requests (on any instance) exchange it. Within the reuse interval the
     * loser still gets a fresh token for the same session (two tabs refreshing at once);
     * after it, presenting a spent token means it was copied, so the session ends.
     */
    async refresh(refreshToken, onReuse) {
      const hash = tokenHash(refreshToken);
      const [exchanged] = await db
        .update(authRefreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authRefreshTokens.tokenHash, hash), isNull(authRefreshTokens.revokedAt)))
        .returning({ sessionId: authRefreshTokens.sessionId });
      if (exchanged) return continueSession(exchanged.sessionId);

      const [spent] = await db
        .select({
          sessionId: authRefreshTokens.sessionId,
          userId: authSessions.userId,
          recent: sql<boolean>`${authRefreshTokens.revokedAt} > now() - make_interval(secs => ${config.refreshReuseSeconds})`,
        })
        .from(authRefreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
        .where(eq(authRefreshTokens.tokenHash, hash));
      if (!spent) throw authErrors.refreshTokenNotFound();
      if (spent.recent) return continueSession(spent.sessionId);
      await db.delete(authSessions).where(eq(authSessions.id, spent.sessionId));
      onReuse?.(spent.userId);
      throw authErrors.refreshTokenAlreadyUsed();
    },
  };
}

/** Ends sessions of a user: one, all, or all but one (GoTrue's logout scopes). */
export async function endSessions(executor: Executor, userId: string, scope: "local" | "global" | "others", sessionId: string) {
  const condition =
    scope === "local"
      ? eq(authSessions.id, sessionId)
      : scope === "others"
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId))
        : eq(authSessions.userId, userId);
  await executor.delete(authSessions).where(condition);
}

/** Whether the session an access token names still exists (signing out deletes it). */
export async function sessionExists(executor: Executor, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)));
  return row !== undefined;
}
