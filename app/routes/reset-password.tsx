import { useState } from "react";
import { AccountPanel } from "../features/account/account-panel.tsx";
import { LinkStatus } from "../features/account/link-status.tsx";
import { NewPasswordForm } from "../features/account/new-password-form.tsx";
import { PasswordSavedView } from "../features/account/password-saved-view.tsx";
import { useRedirectAfter } from "../features/account/use-redirect-after.ts";
import { passwordUpdate, resetPasswordPage } from "../content/account-pages.ts";
import { useAuth } from "../features/account/auth-context.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { passwordRedirectDelayMs } from "../features/account/timings.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...resetPasswordPage.meta, noindex: true });
}

/**
 * /reset-password (SPEC §2, §4): reached from a recovery link only. Without the recovery
 * marker in the URL fragment the page says at once that the link is invalid; with it, the
 * form opens once supabase-js holds the link's session.
 */
export default function ResetPassword() {
  return (
    <AuthProvider>
      <AccountPanel title={resetPasswordPage.heading} lead={resetPasswordPage.lead}>
        <ResetPasswordForm />
      </AccountPanel>
    </AuthProvider>
  );
}

function ResetPasswordForm() {
  const { arrival, status, signOut } = useAuth();
  const [saved, setSaved] = useState(false);
  useRedirectAfter(saved, paths.login, passwordRedirectDelayMs);

  const recoveryLink = arrival?.type === "recovery";
  const invalid = arrival !== null && (!recoveryLink || status === "signedOut");
  return (
    <NewPasswordForm
      ready={recoveryLink && status === "signedIn"}
      submitLabel={passwordUpdate.submit}
      notice={<LinkStatus state={invalid ? "invalid" : null} />}
      successView={<PasswordSavedView />}
      onSaved={async () => {
        setSaved(true);
        // The link's session has done its job: the customer signs in with the new password.
        await signOut();
      }}
    />
  );
}
