import { AccountPanel } from "../features/account/account-panel.tsx";
import { signupPage } from "../content/account-pages.ts";
import { SignupIsland } from "../features/account/signup-island.tsx";
import { Island } from "../islands/island.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...signupPage.meta, path: paths.signup });
}

/** /signup: start a free trial with an account of one's own (SPEC §2, issue #10). */
export default function Signup() {
  return (
    <AccountPanel
      title={signupPage.heading}
      lead={signupPage.lead}
      onward={{ text: signupPage.hasAccount, label: signupPage.login, to: paths.login }}
    >
      <Island name="signup-form" component={SignupIsland} />
    </AccountPanel>
  );
}
