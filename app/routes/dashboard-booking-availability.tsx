import { staffBookingsPage } from "../content/staff-bookings-page.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { StaffAvailability } from "../features/booking/staff-availability.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...staffBookingsPage.availability.meta, noindex: true });
}

/** /dashboard/bookings/availability: when visitors can book (features/booking/). */
export default function DashboardBookingAvailability() {
  return (
    <AuthProvider>
      <StaffGate>
        <StaffAvailability />
      </StaffGate>
    </AuthProvider>
  );
}
