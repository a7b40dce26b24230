import { type ReactNode, useEffect, useMemo, useState } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { PageLoading } from "../../components/workspace/page-loading.tsx";
import { ButtonLink } from "../../components/ui/links.tsx";
import { staffShared } from "../../content/staff-pages.ts";
import { useAuth } from "../account/auth-context.ts";
import { loginPathFor } from "../account/redirect-path.ts";
import { type ApiSession, ApiSessionContext, type Denial, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { isStaff } from "../account/staff-role.ts";
import { staffSettingsContract } from "./staff-contracts.ts";

/**
 * The frame of every workspace page, inside an AuthProvider. Rendered on the server and
 * until supabase-js has read the session as a loading state; then a visitor who is not
 * signed in goes to /login, which leads back to this page and its filter after sign-in (as
 * /dashboard does); a customer, or anyone the API answers 403, sees that the page is for
 * staff; staff see the page, under a banner while mail is not configured. An API answer
 * of 401 (a session the server no longer knows) signs out, which leads to /login too.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { status, user, session, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [denial, setDenial] = useState<Denial | null>(null);

  useEffect(() => {
    if (status === "signedOut") void navigate(loginPathFor({ pathname, search }), { replace: true });
  }, [status, navigate, pathname, search]);

  useEffect(() => {
    if (denial === "unauthorized") void signOut();
  }, [denial, signOut]);

  const accessToken = session?.access_token;
  const apiSession = useMemo<ApiSession | null>(() => (accessToken ? { accessToken, onDenied: setDenial } : null), [accessToken]);

  if (status !== "signedIn" || !apiSession || denial === "unauthorized") return <PageLoading text={staffShared.loading} />;
  if (!isStaff(user) || denial === "forbidden") return <StaffOnlyView />;
  return (
    <ApiSessionContext.Provider value={apiSession}>
      <div className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container-page py-8 sm:py-12">
          <StaffNav />
          <MailNotConfiguredBanner />
          {children}
        </div>
      </div>
    </ApiSessionContext.Provider>
  );
}

/**
 * Without SMTP_URL the site stores its mails and sends none (server/mail/): staff who
 * expect the visitors to have their confirmations, or themselves a notification, are told
 * on every page. Said only once the server has answered that mail is not configured.
 */
function MailNotConfiguredBanner() {
  const { data } = useApiData(staffSettingsContract, {});
  if (data.state !== "loaded" || data.data.mail.configured) return null;
  const copy = staffShared.mailNotConfigured;
  return (
    <div className="mb-6 rounded-[var(--radius-control)] bg-yellow-50 px-4 py-3 text-ink-950 ring-1 ring-yellow-300 ring-inset">
      <p>
        <strong>{copy.heading}.</strong> {copy.text}
      </p>
    </div>
  );
}

function StaffOnlyView() {
  const copy = staffShared.staffOnly;
  return (
    <div className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
        <p className="mt-4 text-lg text-ink-700">{copy.text}</p>
        <ButtonLink to={paths.dashboard} className="mt-8">
          {staffShared.backToDashboard}
        </ButtonLink>
      </div>
    </div>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-[var(--radius-control)] px-4 font-semibold ${
    isActive ? "bg-brand-700 text-white" : "text-brand-800 ring-1 ring-ink-200 ring-inset hover:bg-brand-50"
  }`;

function StaffNav() {
  const copy = staffShared.nav;
  return (
    <nav aria-label={copy.label} className="mb-6 flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{staffShared.eyebrow}</p>
      <NavLink to={paths.staffLeads} end={false} className={navLinkClass}>
        {copy.leads}
      </NavLink>
      <NavLink to={paths.staffMail} className={navLinkClass}>
        {copy.mail}
      </NavLink>
      <NavLink to={paths.staffAnalytics} className={navLinkClass}>
        {copy.analytics}
      </NavLink>
      <NavLink to={paths.staffBookings} end={false} className={navLinkClass}>
        {copy.bookings}
      </NavLink>
      <NavLink to={paths.staffContent} end={false} className={navLinkClass}>
        {copy.content}
      </NavLink>
      <NavLink to={paths.dashboard} end className={navLinkClass}>
        {staffShared.backToDashboard}
      </NavLink>
    </nav>
  );
}
