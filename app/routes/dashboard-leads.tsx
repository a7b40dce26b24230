import { staffLeadsPage } from "../content/staff-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { LeadsInbox } from "../features/staff/leads-inbox.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffLeadsPage.meta, noindex: true });
}

/** /dashboard/leads: the staff's inbox of leads (features/staff/). */
export default function DashboardLeads() {
  return (
    <AuthProvider>
      <StaffGate>
        <LeadsInbox />
      </StaffGate>
    </AuthProvider>
  );
}
