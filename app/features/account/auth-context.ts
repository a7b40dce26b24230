import type { Session, User } from "@supabase/supabase-js";
import { createContext, useContext } from "react";
import type { LinkArrival } from "./link-fragment.ts";

export type AuthStatus = "loading" | "signedIn" | "signedOut";

/**
 * What an account action returns (SPEC §7 calls 7 and 9): a success flag and, on failure,
 * a message, with the auth service's error code and weak-password reasons when it gave them.
 */
export type AuthResult = { success: true } | { success: false; error: string; code?: string; reasons?: readonly string[] };

/** A sign-in's outcome; on success the signed-in user, whose role says where the sign-in leads. */
export type SignInResult = { success: true; user: User } | { success: false; error: string };

export interface SignUpDetails {
  name: string;
  company: string;
  email: string;
  password: string;
}

export interface AuthContextValue {
  /** Loading until supabase-js has read the stored session (SPEC §4). */
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** The mailed link the page was opened from; null until the client has started. */
  arrival: LinkArrival | null;
  /** A failure of any cause yields 'Invalid credentials' (SPEC §8). */
  signIn(email: string, password: string, rememberMe: boolean): Promise<SignInResult>;
  /** Creates an account; the confirmation mail's link leads to `confirmedUrl`. */
  signUp(details: SignUpDetails, confirmedUrl: string): Promise<AuthResult>;
  signOut(): Promise<void>;
  /** Mails a reset link that leads to `redirectTo` (SPEC §7 call 7). */
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult>;
  /**
   * Sets the signed-in customer's new password; on failure the server's message, if any.
   * The current password is needed unless the session began at a reset or invitation link.
   */
  updatePassword(password: string, currentPassword?: string): Promise<AuthResult>;
  /** Asks the auth service for a fresh session: whether the session from a mailed link still holds. */
  refreshSession(): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in state and the account actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider");
  return auth;
}
