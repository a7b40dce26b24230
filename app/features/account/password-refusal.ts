import { passwordUpdate } from "../../content/account-pages.ts";
import type { AuthResult } from "./auth-context.ts";

/**
 * The Swedish reason for a password the auth service refused as weak (422 weak_password)
 * beyond its length, which the forms check themselves: one of the most common passwords,
 * or nothing but spaces. Undefined for any other failure.
 */
export function weakPasswordReason(result: AuthResult): string | undefined {
  if (result.success || result.code !== "weak_password") return undefined;
  if (result.reasons?.includes("pwned")) return passwordUpdate.commonPassword;
  if (result.reasons?.includes("characters")) return passwordUpdate.blankPassword;
  return undefined;
}
