import { dashboardPage } from "../content/account-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { DashboardPage } from "../features/account/dashboard-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...dashboardPage.meta, noindex: true });
}

/**
 * /dashboard (SPEC §2, §6): the signed-in customer's page (features/account/dashboard-page.tsx).
 * Rendered in the browser only once supabase-js has read the session: a visitor who is not
 * signed in goes to /login.
 */
export default function Dashboard() {
  return (
    <AuthProvider>
      <DashboardPage />
    </AuthProvider>
  );
}
