import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AccountPanel } from "../features/account/account-panel.tsx";
import { type LinkState, LinkStatus } from "../features/account/link-status.tsx";
import { NewPasswordForm } from "../features/account/new-password-form.tsx";
import { PasswordSavedView } from "../features/account/password-saved-view.tsx";
import { useRedirectAfter } from "../features/account/use-redirect-after.ts";
import { passwordUpdate, setPasswordPage } from "../content/account-pages.ts";
import { useAuth } from "../features/account/auth-context.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { passwordRedirectDelayMs } from "../features/account/timings.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...setPasswordPage.meta, noindex: true });
}

/**
 * /set-password (SPEC §2, §4: the create-password page): where invite, signup and reset
 * links lead. 'För {email}' names the account from the query.
 */
export default function SetPassword() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get("email");
  return (
    <AuthProvider>
      <AccountPanel title={setPasswordPage.heading} subtitle={email ? setPasswordPage.forEmail(email) : undefined} lead={setPasswordPage.lead}>
        <SetPasswordForm />
      </AccountPanel>
    </AuthProvider>
  );
}

/**
 * Starts in the yellow 'Verifierar din länk...' state with the button disabled; ready when
 * a session exists, or when the fragment marked a recovery, invite or signup link and a
 * session refresh succeeds; otherwise the invalid-link error (SPEC §4).
 */
function SetPasswordForm() {
  const { arrival, status, refreshSession, signOut } = useAuth();
  const [refreshed, setRefreshed] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  useRedirectAfter(saved, `${paths.login}?confirmed=true`, passwordRedirectDelayMs);

  const mustRefresh = !saved && arrival?.type != null && status === "signedOut";
  useEffect(() => {
    if (!mustRefresh) return;
    let current = true;
    void refreshSession().then((ok) => current && setRefreshed(ok));
    return () => {
      current = false;
    };
  }, [mustRefresh, refreshSession]);

  let check: LinkState = "verifying";
  if (arrival !== null && status === "signedIn") check = "ready";
  else if (arrival !== null && status === "signedOut" && (!arrival.type || refreshed === false)) check = "invalid";

  return (
    <NewPasswordForm
      ready={check === "ready"}
      showHint
      submitLabel={passwordUpdate.submit}
      notice={<LinkStatus state={check} />}
      successView={<PasswordSavedView />}
      onSaved={async () => {
        setSaved(true);
        // Signing in with the new password is the next step, and proves it works.
        await signOut();
      }}
    />
  );
}
