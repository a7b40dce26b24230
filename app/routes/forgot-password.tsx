import { AccountPanel } from "../features/account/account-panel.tsx";
import { ForgotPasswordIsland } from "../features/account/forgot-password-island.tsx";
import { forgotPasswordPage } from "../content/account-pages.ts";
import { Island } from "../islands/island.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...forgotPasswordPage.meta, path: paths.forgotPassword });
}

/** /forgot-password (SPEC §2): a reset link by mail; the view that confirms it links back to the sign-in. */
export default function ForgotPassword() {
  return (
    <AccountPanel title={forgotPasswordPage.heading} lead={forgotPasswordPage.lead}>
      <Island name="forgot-password-form" component={ForgotPasswordIsland} />
    </AccountPanel>
  );
}
