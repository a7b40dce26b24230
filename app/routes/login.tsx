import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AccountPanel } from "../features/account/account-panel.tsx";
import { inlineLinkClass } from "../features/account/link-styles.ts";
import { LoginForm } from "../features/account/login-form.tsx";
import { FormStatus } from "../components/ui/form/form-status.tsx";
import { loginPage } from "../content/account-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { notify } from "../lib/notify.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

export function meta() {
  return pageMeta({ ...loginPage.meta, path: paths.login });
}

/**
 * /login (SPEC §2). A confirmation link lands here with ?confirmed=true: a banner and a
 * toast say the address is confirmed. The page is prerendered without the query, so the
 * banner waits for the browser to read it.
 */
export default function Login() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const confirmed = hydrated && searchParams.get("confirmed") === "true";

  useEffect(() => {
    if (confirmed) void notify("success", loginPage.confirmed);
  }, [confirmed]);

  return (
    <AuthProvider loadClient="on-form-use">
      <AccountPanel
        title={loginPage.heading}
        lead={loginPage.lead}
        footer={
          <p>
            {loginPage.noAccount}{" "}
            <Link to={paths.signup} className={inlineLinkClass}>
              {loginPage.signup}
            </Link>
          </p>
        }
      >
        <div className="grid gap-5">
          <FormStatus tone="success">{confirmed && <p className="font-semibold">{loginPage.confirmed}</p>}</FormStatus>
          <LoginForm />
        </div>
      </AccountPanel>
    </AuthProvider>
  );
}
