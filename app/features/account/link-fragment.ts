/** The kinds of mailed link that let a customer choose a password (server/auth/ sends them). */
export const passwordLinkTypes = ["recovery", "invite", "signup"] as const;

export type PasswordLinkType = (typeof passwordLinkTypes)[number];

/** What the URL fragment says about the link the visitor arrived from. */
export interface LinkArrival {
  /** The kind of a verified link; null when the fragment names none. */
  type: PasswordLinkType | null;
  /** Set when the auth service refused the link (used, expired or unknown). */
  failed: boolean;
}

/**
 * Reads the fragment a mailed link ends in after /auth/v1/verify: `#access_token=…&type=recovery`
 * on success, `#error=…&error_code=otp_expired` on failure (gotrue-subset.md §2). It must
 * be read before supabase-js starts: the client takes the session from it and clears it,
 * and it reports invite and signup links as a plain sign-in.
 */
export function readLinkFragment(hash: string): LinkArrival {
  const parameters = new URLSearchParams(hash.replace(/^#/, ""));
  const type = parameters.get("type");
  const failed = parameters.has("error") || parameters.has("error_code");
  const known = passwordLinkTypes.find((candidate) => candidate === type) ?? null;
  return { type: failed || !parameters.has("access_token") ? null : known, failed };
}
