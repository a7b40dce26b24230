/**
 * What the public pages know of a customer's sign-in: a flag beside the session, in the
 * same storage, that holds no token and nothing about the customer, only the time
 * (milliseconds since 1970) until which the session can at most still be in use. The
 * account code writes it whenever supabase-js stores the session and removes it with the
 * session (remembered-storage.ts); the inline script of every page reads it and nothing
 * else (signed-in-marker-script.ts, docs/decisions/009 and 021).
 */
export const signedInFlagKey = "signed-in-until";

/**
 * The embedded auth service ends a session nobody has refreshed for this long
 * (sessionIdleDays in server/auth/cleanup.ts, checked by signed-in-flag.test.ts), and
 * supabase-js stores the session at each refresh, so the flag runs out when the session
 * must have. A session ended sooner (signed out elsewhere, its 90 days since sign-in
 * past) keeps the Dashboard link until the next account page clears both. A hosted
 * project's sessions may live longer: the public pages then show the contact button
 * until the next account page renews the flag.
 */
export const signedInFlagDays = 30;

/** The flag's value for a session stored at `now`. */
export function signedInUntil(now: number): string {
  return String(now + signedInFlagDays * 24 * 60 * 60 * 1000);
}
