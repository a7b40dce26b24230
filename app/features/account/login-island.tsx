import { useEffect } from "react";
import { AuthProvider } from "./auth-provider.tsx";
import { LoginForm } from "./login-form.tsx";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { loginPage } from "../../content/account-pages.ts";
import { usePageLocation } from "../../lib/page-location.ts";
import { notify } from "../../lib/notify.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * The sign-in form, with the word that the address is confirmed when a confirmation link
 * lands here with ?confirmed=true. The page is prerendered without the query, so the
 * banner waits for the browser to read it. An island (app/islands/registry.ts): /login hydrates
 * only its forms and overlays (docs/decisions/019-preact-islands.md).
 */
export function LoginIsland() {
  const { search } = usePageLocation();
  const hydrated = useHydrated();
  const confirmed = hydrated && new URLSearchParams(search).get("confirmed") === "true";

  useEffect(() => {
    if (confirmed) void notify("success", loginPage.confirmed);
  }, [confirmed]);

  return (
    <AuthProvider loadClient="on-form-use">
      <div className="grid gap-5">
        <FormStatus tone="success">{confirmed && <p className="font-semibold">{loginPage.confirmed}</p>}</FormStatus>
        <LoginForm />
      </div>
    </AuthProvider>
  );
}
