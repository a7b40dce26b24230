/**
 * Every name the site keeps in the visitor's browser, and for how long: the features that
 * write them and the privacy and cookie policies that list them (content/legal.ts,
 * content/cookie-consent.ts) read them here, so a policy never names a key the code does
 * not write.
 */

// The chat keeps these in the tab's sessionStorage, which the browser deletes when the tab is closed.

/** The conversation, written only once the visitor has opened the chat. */
export const conversationStorageKey = "chat-conversation";

/** The visitor's questions on their way to the contact form (features/chat/contact-handoff.ts), removed as the form reads them. */
export const contactHandoffStorageKey = "chat-contact-handoff";

/** Set while the chat is open, so that it is open on the next page too; removed when it is closed. */
export const chatOpenStorageKey = "chat-open";

/**
 * What the public pages know of a customer's sign-in: a flag beside the session, in the
 * same storage, that holds no token and nothing about the customer, only the time
 * (milliseconds since 1970) until which the session can at most still be in use. The
 * account code writes it whenever supabase-js stores the session and removes it with the
 * session (features/account/remembered-storage.ts); the inline script of every page reads
 * it and nothing else (features/account/signed-in-marker-script.ts, docs/decisions/009 and 021).
 */
export const signedInFlagKey = "signed-in-until";

/**
 * The embedded auth service ends a session nobody has refreshed for this long
 * (sessionIdleDays in server/auth/cleanup.ts, checked by features/account/signed-in-flag.test.ts), and
 * supabase-js stores the session at each refresh, so the flag runs out when the session
 * must have. A session ended sooner (signed out elsewhere, its 90 days since sign-in
 * past) keeps the Dashboard link until the next account page clears both. A hosted
 * project's sessions may live longer: the public pages then show the contact button
 * until the next account page renews the flag.
 */
export const signedInFlagDays = 30;

/** localStorage key of the choice; the cookie policy lists it under this name. */
export const consentStorageKey = "cookie-consent";

/** Six months, after which the visitor is asked again. */
export const consentLifetimeDays = 182;

/**
 * The key under which supabase-js keeps the session: `sb-<first label of the auth
 * URL's hostname>-auth-token` (supabase-js SupabaseClient.ts), so `sb-localhost-auth-token`
 * for the service embedded on localhost and `sb-abcd-auth-token` for abcd.supabase.co.
 */
export function authStorageKey(serviceUrl: string): string {
  const [label] = new URL(serviceUrl).hostname.split(".");
  return `sb-${label}-auth-token`;
}
