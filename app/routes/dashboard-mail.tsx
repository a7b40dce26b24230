import { staffMailPage } from "../content/staff-pages.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { MailOutbox } from "../features/staff/mail-outbox.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffMailPage.meta, noindex: true });
}

/** /dashboard/mail: the staff's outbox (features/staff/). */
export default function DashboardMail() {
  return (
    <AuthProvider>
      <StaffGate>
        <MailOutbox />
      </StaffGate>
    </AuthProvider>
  );
}
