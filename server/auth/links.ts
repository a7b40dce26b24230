import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { authOneTimeTokens, type OneTimeTokenType } from "../db/schema.ts";
import { authErrors } from "./errors.ts";
import { newSecretToken, tokenHash } from "./secrets.ts";

/**
 * How long each mailed link works. A reset link is short-lived because it is the most
 * valuable to someone who reads another person's mail; an invitation waits for a customer
 * who may not open it the same day.
 */
export const linkLifetimeHours: Record<OneTimeTokenType, number> = { recovery: 1, signup: 24, invite: 7 * 24 };

/** What a signup link carries for an account that already exists: applied only when it is verified. */
export interface PendingSignup {
  passwordHash: string;
  userMetadata: Record<string, string>;
}

/** Makes the token of a new link, replacing any earlier link of the same type: only the newest works. */
export async function createLinkToken(executor: Executor, userId: string, type: OneTimeTokenType, pending?: PendingSignup): Promise<string> {
  const token = newSecretToken();
  await storeLinkToken(executor, userId, type, token, pending);
  return token;
}

/** Stores a token made beforehand (newSecretToken) as the user's one link of its type. */
export async function storeLinkToken(executor: Executor, userId: string, type: OneTimeTokenType, token: string, pending?: PendingSignup): Promise<void> {
  await executor.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.type, type)));
  await executor.insert(authOneTimeTokens).values({
    userId,
    type,
    tokenHash: tokenHash(token),
    expiresAt: sql`now() + make_interval(hours => ${linkLifetimeHours[type]})`,
    pendingPasswordHash: pending?.passwordHash,
    pendingUserMetadata: pending?.userMetadata,
  });
}

export interface ConsumedLink {
  userId: string;
  pending: PendingSignup | undefined;
}

/**
 * Uses up a link's token: deleting it in the same statement that finds it lets only one
 * request (on any instance) succeed. Unknown, used, expired or of another type: GoTrue's
 * 403 otp_expired, the same for each so the answer tells nothing.
 */
export async function consumeLinkToken(executor: Executor, token: string, type: OneTimeTokenType): Promise<ConsumedLink> {
  const [row] = await executor
    .delete(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.tokenHash, tokenHash(token)), eq(authOneTimeTokens.type, type)))
    .returning({
      userId: authOneTimeTokens.userId,
      live: sql<boolean>`${authOneTimeTokens.expiresAt} > now()`,
      pendingPasswordHash: authOneTimeTokens.pendingPasswordHash,
      pendingUserMetadata: authOneTimeTokens.pendingUserMetadata,
    });
  if (!row?.live) throw authErrors.linkInvalid();
  const pending = row.pendingPasswordHash
    ? { passwordHash: row.pendingPasswordHash, userMetadata: (row.pendingUserMetadata ?? {}) as Record<string, string> }
    : undefined;
  return { userId: row.userId, pending };
}

/** Voids a user's reset links, as a password change does. */
export async function deleteLinkTokens(executor: Executor, userId: string, type: OneTimeTokenType): Promise<void> {
  await executor.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.type, type)));
}
