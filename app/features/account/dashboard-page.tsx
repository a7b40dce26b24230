import { LogOut } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageLoading } from "../../components/workspace/page-loading.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { ButtonLink, buttonClass } from "../../components/ui/links.tsx";
import { dashboardPage } from "../../content/account-pages.ts";
import { type ApiSession, ApiSessionContext } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { isStaff } from "./staff-role.ts";
import { AccountRequests } from "./request-list.tsx";
import { useAuth } from "./auth-context.ts";
import { NewPasswordForm } from "./new-password-form.tsx";
import { loginPathFor } from "./redirect-path.ts";

/**
 * The signed-in customer's page, inside an AuthProvider: their requests, the way into the
 * workspace for staff, the account and a new password. Until supabase-js has read the
 * session it is a loading state; a visitor who is not signed in goes to /login, which leads
 * back here after sign-in, unless they just signed out with the button here.
 */
export function DashboardPage() {
  const { status, user, session, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOutHere = useRef(false);
  const copy = dashboardPage;
  const accessToken = session?.access_token;
  const apiSession = useMemo<ApiSession | null>(() => (accessToken ? { accessToken } : null), [accessToken]);

  useEffect(() => {
    if (status !== "signedOut") return;
    void navigate(signedOutHere.current ? paths.login : loginPathFor({ pathname, search }), { replace: true });
  }, [status, navigate, pathname, search]);

  function signOutHere() {
    signedOutHere.current = true;
    void signOut();
  }

  if (status !== "signedIn" || !user || !apiSession) {
    return <PageLoading text={copy.loading} />;
  }

  const name = typeof user.user_metadata.name === "string" ? user.user_metadata.name : undefined;
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-2 text-title font-bold text-ink-950">{copy.greeting(name)}</h1>
        <div className="mt-8 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <Section id="forfragningar-rubrik" heading={copy.requests.heading} roomy>
            <p className="mt-2 text-ink-600">{copy.requests.lead}</p>
            <ApiSessionContext.Provider value={apiSession}>
              <AccountRequests />
            </ApiSessionContext.Provider>
          </Section>
          <div className="grid content-start gap-6">
            {isStaff(user) && (
              <Section id="arbetsyta-rubrik" heading={copy.workspace.heading} roomy>
                <p className="mt-2 text-ink-600">{copy.workspace.lead}</p>
                <div className="mt-5 flex flex-wrap gap-3">
                  <ButtonLink to={paths.staffLeads}>{copy.workspace.leads}</ButtonLink>
                  <ButtonLink to={paths.staffMail} variant="secondary">
                    {copy.workspace.mail}
                  </ButtonLink>
                  <ButtonLink to={paths.staffAnalytics} variant="secondary">
                    {copy.workspace.analytics}
                  </ButtonLink>
                </div>
              </Section>
            )}
            <Section id="konto-rubrik" heading={copy.account.heading} roomy>
              <p className="mt-3 text-ink-600">{copy.account.signedInAs}</p>
              <p className="font-semibold break-words text-ink-950">{user.email}</p>
              <button type="button" onClick={signOutHere} className={buttonClass("secondary", "mt-5 w-full sm:w-auto")}>
                <LogOut aria-hidden="true" className="size-5" />
                {copy.account.signOut}
              </button>
            </Section>
            <Section id="losenord-rubrik" heading={copy.changePassword.heading} roomy>
              <p className="mt-2 mb-5 text-ink-600">{copy.changePassword.lead}</p>
              <NewPasswordForm ready askCurrentPassword showHint submitLabel={copy.changePassword.submit} />
            </Section>
          </div>
        </div>
      </div>
    </div>
  );
}
