import type { User } from "@supabase/supabase-js";

/** Staff carry `staff` in the access token's app_metadata.role (contracts/staff.ts, server/auth/). */
export function isStaff(user: Pick<User, "app_metadata"> | null | undefined): boolean {
  return user?.app_metadata.role === "staff";
}
