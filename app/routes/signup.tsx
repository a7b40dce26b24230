import { Link } from "react-router";
import { AccountPanel } from "../features/account/account-panel.tsx";
import { inlineLinkClass } from "../features/account/link-styles.ts";
import { SignupForm } from "../features/account/signup-form.tsx";
import { signupPage } from "../content/account-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...signupPage.meta, path: paths.signup });
}

/** /signup: start a free trial with an account of one's own (SPEC §2, issue #10). */
export default function Signup() {
  return (
    <AuthProvider loadClient="on-form-use">
      <AccountPanel
        title={signupPage.heading}
        lead={signupPage.lead}
        footer={
          <p>
            {signupPage.hasAccount}{" "}
            <Link to={paths.login} className={inlineLinkClass}>
              {signupPage.login}
            </Link>
          </p>
        }
      >
        <SignupForm />
      </AccountPanel>
    </AuthProvider>
  );
}
