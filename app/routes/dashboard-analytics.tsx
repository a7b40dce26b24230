import { staffAnalyticsPage } from "../content/staff-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { AnalyticsDashboard } from "../features/staff/analytics-dashboard.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffAnalyticsPage.meta, noindex: true });
}

/** /dashboard/analytics: the site's own statistics for staff (features/staff/analytics-dashboard.tsx). */
export default function DashboardAnalytics() {
  return (
    <AuthProvider>
      <StaffGate>
        <AnalyticsDashboard />
      </StaffGate>
    </AuthProvider>
  );
}
