import { staffBookingsPage } from "../content/staff-bookings-page.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { StaffBookings } from "../features/booking/staff-bookings.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffBookingsPage.meta, noindex: true });
}

/** /dashboard/bookings: the booked meetings by day (features/booking/). */
export default function DashboardBookings() {
  return (
    <AuthProvider>
      <StaffGate>
        <StaffBookings />
      </StaffGate>
    </AuthProvider>
  );
}
