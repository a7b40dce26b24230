import { useParams } from "react-router";
import { staffLeadPage } from "../content/staff-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { LeadDetailView } from "../features/staff/lead-detail.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffLeadPage.meta, noindex: true });
}

/** /dashboard/leads/<id>: one lead for staff (features/staff/). */
export default function DashboardLead() {
  const { id = "" } = useParams();
  return (
    <AuthProvider>
      <StaffGate>
        <LeadDetailView key={id} id={id} />
      </StaffGate>
    </AuthProvider>
  );
}
