import type { SignedInUser } from "../account/index.ts";
import type { AuthService } from "../auth/index.ts";

export interface StaffMembers {
  /** The staff accounts' addresses, sorted. */
  list(asking: SignedInUser): Promise<string[]>;
  /** Whether a lead may be assigned to this address. */
  mayBeAssigned(email: string): Promise<boolean>;
}

/**
 * Who a lead can be assigned to. The embedded service knows its accounts and their roles;
 * a hosted project's accounts are not ours to list, so there the workspace offers the
 * signed-in member and takes any address.
 */
export function staffMembers(service: AuthService | undefined): StaffMembers {
  if (!service) {
    return {
      list: (asking) => Promise.resolve([asking.email]),
      mayBeAssigned: () => Promise.resolve(true),
    };
  }
  const staffEmails = async () => (await service.listUsers()).filter((user) => user.role === "staff").map((user) => user.email);
  return {
    list: () => staffEmails(),
    mayBeAssigned: async (email) => (await staffEmails()).includes(email.toLowerCase()),
  };
}
