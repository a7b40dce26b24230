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

/** Makes the token of a new link, replacing any earlier link of the same type: only the newest works. */
export async function createLinkToken(executor: Executor, userId: string, type: OneTimeTokenType): Promise<string> {
  const token = newSecretToken();
  await storeLinkToken(executor, userId, type, token);
  return token;
}

/** Stores a token made beforehand (newSecretToken) as the user's one link of its type. */
export async function storeLinkToken(executor: Executor, userId: string, type: OneTimeTokenType, token: string): Promise<void> {
  await executor.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.type, type)));
  await executor.insert(authOneTimeTokens).values({
    userId,
    type,
    tokenHash: tokenHash(token),
    expiresAt: sql`now() + make_interval(hours => ${linkLifetimeHours[type]})`,
  });
}

/**
 * Uses up a link's token: deleting it in the same statement that finds it lets only one
 * request (on any instance) succeed. Unknown, used, expired or of another type: GoTrue's
 * 403 otp_expired, the same for each so the answer tells nothing. Returns the account's id.
 *
 * A signup link stored by an earlier version may still hold `pending_password_hash`: it
 * is never applied, since a later signup's password is not the owner's (README.md).
 */
export async function consumeLinkToken(executor: Executor, token: string, type: OneTimeTokenType): Promise<string> {
  const [row] = await executor
    .delete(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.tokenHash, tokenHash(token)), eq(authOneTimeTokens.type, type)))
    .returning({ userId: authOneTimeTokens.userId, live: sql<boolean>`${authOneTimeTokens.expiresAt} > now()` });
  if (!row?.live) throw authErrors.linkInvalid();
  return row.userId;
}

/** Voids a user's reset links, as a password change does. */
export async function deleteLinkTokens(executor: Executor, userId: string, type: OneTimeTokenType): Promise<void> {
  await executor.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.type, type)));
}
