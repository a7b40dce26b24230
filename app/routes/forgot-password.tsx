import { AccountPanel } from "../features/account/account-panel.tsx";
import { ForgotPasswordForm } from "../features/account/forgot-password-form.tsx";
import { forgotPasswordPage } from "../content/account-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...forgotPasswordPage.meta, path: paths.forgotPassword });
}

/** /forgot-password (SPEC §2): a reset link by mail; the view that confirms it links back to the sign-in. */
export default function ForgotPassword() {
  return (
    <AuthProvider loadClient="on-form-use">
      <AccountPanel title={forgotPasswordPage.heading} lead={forgotPasswordPage.lead}>
        <ForgotPasswordForm />
      </AccountPanel>
    </AuthProvider>
  );
}
