import { signedInFlagDays } from "../../lib/storage-names.ts";

/** The flag's value for a session stored at `now`. */
export function signedInUntil(now: number): string {
  return String(now + signedInFlagDays * 24 * 60 * 60 * 1000);
}
