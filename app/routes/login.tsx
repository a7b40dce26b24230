import { AccountPanel } from "../features/account/account-panel.tsx";
import { LoginIsland } from "../features/account/login-island.tsx";
import { loginPage } from "../content/account-pages.ts";
import { Island } from "../islands/island.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...loginPage.meta, path: paths.login });
}

/**
 * /login (SPEC §2). A confirmation link lands here with ?confirmed=true: a banner and a
 * toast say the address is confirmed (features/account/login-island.tsx).
 */
export default function Login() {
  return (
    <AccountPanel
      title={loginPage.heading}
      lead={loginPage.lead}
      onward={{ text: loginPage.noAccount, label: loginPage.signup, to: paths.signup }}
    >
      <Island name="login-form" component={LoginIsland} />
    </AccountPanel>
  );
}
