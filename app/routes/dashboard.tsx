import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { AccountRequests } from "../features/account/account-requests.tsx";
import { NewPasswordForm } from "../features/account/new-password-form.tsx";
import { ButtonLink, buttonClass } from "../components/ui/links.tsx";
import { dashboardPage } from "../content/account-pages.ts";
import { useAuth } from "../features/account/auth-context.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { isStaff } from "../features/staff/role.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...dashboardPage.meta, noindex: true });
}

/**
 * /dashboard (SPEC §2, §6): the signed-in customer's page. Rendered in the browser only
 * once supabase-js has read the session: a visitor who is not signed in goes to /login.
 */
export default function Dashboard() {
  return (
    <AuthProvider>
      <DashboardContent />
    </AuthProvider>
  );
}

const cardClass = "rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8";

function DashboardContent() {
  const { status, user, session, signOut } = useAuth();
  const navigate = useNavigate();
  const copy = dashboardPage;

  useEffect(() => {
    if (status === "signedOut") void navigate(paths.login, { replace: true });
  }, [status, navigate]);

  if (status !== "signedIn" || !user || !session) {
    return (
      <div className="container-page py-20">
        <p role="status" className="text-center text-lg text-ink-700">
          {copy.loading}
        </p>
      </div>
    );
  }

  const name = typeof user.user_metadata.name === "string" ? user.user_metadata.name : undefined;
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-2 text-title font-bold text-ink-950">{copy.greeting(name)}</h1>
        <div className="mt-8 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <section aria-labelledby="forfragningar-rubrik" className={cardClass}>
            <h2 id="forfragningar-rubrik" className="text-xl font-bold text-ink-950">
              {copy.requests.heading}
            </h2>
            <p className="mt-2 text-ink-600">{copy.requests.lead}</p>
            <AccountRequests accessToken={session.access_token} />
          </section>
          <div className="grid content-start gap-6">
            {isStaff(user) && (
              <section aria-labelledby="arbetsyta-rubrik" className={cardClass}>
                <h2 id="arbetsyta-rubrik" className="text-xl font-bold text-ink-950">
                  {copy.workspace.heading}
                </h2>
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
              </section>
            )}
            <section aria-labelledby="konto-rubrik" className={cardClass}>
              <h2 id="konto-rubrik" className="text-xl font-bold text-ink-950">
                {copy.account.heading}
              </h2>
              <p className="mt-3 text-ink-600">{copy.account.signedInAs}</p>
              <p className="font-semibold break-words text-ink-950">{user.email}</p>
              <button type="button" onClick={() => void signOut()} className={buttonClass("secondary", "mt-5 w-full sm:w-auto")}>
                <LogOut aria-hidden="true" className="size-5" />
                {copy.account.signOut}
              </button>
            </section>
            <section aria-labelledby="losenord-rubrik" className={cardClass}>
              <h2 id="losenord-rubrik" className="text-xl font-bold text-ink-950">
                {copy.changePassword.heading}
              </h2>
              <p className="mt-2 mb-5 text-ink-600">{copy.changePassword.lead}</p>
              <NewPasswordForm ready askCurrentPassword showHint submitLabel={copy.changePassword.submit} />
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
