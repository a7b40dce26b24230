import type { Session } from "@supabase/supabase-js";
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { AuthContext, type AuthContextValue, type AuthResult, type AuthStatus, type SignInResult } from "./auth-context.ts";
import { linkArrival, loadAuthClient } from "./client.ts";
import { onFirstFormUse } from "./first-form-use.ts";
import type { LinkArrival } from "./link-fragment.ts";
import { markSignedIn } from "./signed-in-attribute.ts";

/** The sign-in failure the context reports, whatever the cause (SPEC §8). */
export const invalidCredentials = "Invalid credentials";

/** supabase-js's auth API, once the client has loaded. */
const authApi = async () => (await loadAuthClient()).supabase.auth;

function failure(error: { message?: string; code?: string; reasons?: readonly string[] } | null | undefined): AuthResult {
  return { success: false, error: error?.message ?? "", code: error?.code, reasons: error?.reasons };
}

const actions: Omit<AuthContextValue, "status" | "user" | "session" | "arrival"> = {
  async signIn(email, password, rememberMe): Promise<SignInResult> {
    try {
      const { supabase, storage } = await loadAuthClient();
      storage.remember(rememberMe);
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      return error || !data.user ? { success: false, error: invalidCredentials } : { success: true, user: data.user };
    } catch {
      return { success: false, error: invalidCredentials };
    }
  },
  async signUp({ name, company, email, password }, confirmedUrl) {
    try {
      const auth = await authApi();
      const { error } = await auth.signUp({ email, password, options: { data: { name, company }, emailRedirectTo: confirmedUrl } });
      return error ? failure(error) : { success: true };
    } catch (error) {
      return failure(error as Error);
    }
  },
  async signOut() {
    // supabase-js forgets the local session before it tells the server, so an unreachable
    // server still leaves the customer signed out here.
    await authApi()
      .then((auth) => auth.signOut({ scope: "local" }))
      .catch(() => undefined);
  },
  async requestPasswordReset(email, redirectTo) {
    try {
      const auth = await authApi();
      const { error } = await auth.resetPasswordForEmail(email, { redirectTo });
      return error ? failure(error) : { success: true };
    } catch (error) {
      return failure(error as Error);
    }
  },
  async updatePassword(password, currentPassword) {
    try {
      const auth = await authApi();
      const { error } = await auth.updateUser(currentPassword === undefined ? { password } : { password, current_password: currentPassword });
      return error ? failure(error) : { success: true };
    } catch (error) {
      return failure(error as Error);
    }
  },
  async refreshSession() {
    try {
      const auth = await authApi();
      const { data, error } = await auth.refreshSession();
      return !error && data.session !== null;
    } catch {
      return false;
    }
  },
};

const subscribeToNothing = () => () => {};
const readArrival = (): LinkArrival | null => linkArrival();

/**
 * The signed-in state of the account pages and /dashboard (SPEC §4): loading, then signed in
 * or signed out as supabase-js reports. The client starts after the first render, so the
 * server and the browser render the same loading state. Pages whose form is all they
 * need it for (sign-in, sign-up, forgotten password) pass `loadClient="on-form-use"`: the
 * 50 KB client then loads when the visitor first touches the form, not with the page
 * (an action started before it has loaded waits for it).
 */
export function AuthProvider({ children, loadClient = "at-once" }: { children: ReactNode; loadClient?: "at-once" | "on-form-use" }) {
  const [{ status, session }, setAuth] = useState<{ status: AuthStatus; session: Session | null }>({ status: "loading", session: null });
  // Known once the client exists, which is first in the browser, right after hydration.
  const arrival = useSyncExternalStore(subscribeToNothing, readArrival, () => null);

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    const start = () =>
      loadAuthClient().then(
        ({ supabase }) => {
          if (stopped) return;
          // The first event is INITIAL_SESSION, once the stored session (or one from the URL) is read.
          const { data } = supabase.auth.onAuthStateChange((_event, next) => {
            setAuth({ status: next ? "signedIn" : "signedOut", session: next });
          });
          unsubscribe = () => data.subscription.unsubscribe();
        },
        // Without the client (the visitor is offline) no session can be checked: signed out.
        () => !stopped && setAuth({ status: "signedOut", session: null }),
      );
    let stopWatching = () => {};
    if (loadClient === "on-form-use") stopWatching = onFirstFormUse(() => void start());
    else void start();
    return () => {
      stopped = true;
      stopWatching();
      unsubscribe();
    };
  }, [loadClient]);

  useEffect(() => {
    if (status !== "loading") markSignedIn(status === "signedIn");
  }, [status]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, session, user: session?.user ?? null, arrival, ...actions }),
    [status, session, arrival],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
