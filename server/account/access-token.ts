import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import type { UserRole } from "../../contracts/staff.ts";
import type { AuthConfig } from "../auth/index.ts";
import { AuthError } from "../auth/index.ts";
import type { AuthService } from "../auth/index.ts";

/** Who a request's access token names: the address their requests are matched by, and their role. */
export interface SignedInUser {
  email: string;
  /** `staff` works the leads in the workspace (server/staff/); everyone else is a customer. */
  role: UserRole;
}

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<SignedInUser | undefined>;

/** A hosted project's role claim: only the exact "staff" makes a staff member. */
export function roleOfClaims(payload: Record<string, unknown>): UserRole {
  const appMetadata = payload.app_metadata;
  const role = typeof appMetadata === "object" && appMetadata !== null ? (appMetadata as Record<string, unknown>).role : undefined;
  return role === "staff" ? "staff" : "customer";
}

/**
 * Who is asking, from the Bearer token supabase-js sends: checked by the embedded
 * service (signature, expiry, session not signed out), or, with a hosted project,
 * against that project's published keys (JWKS, cached by jose). Undefined when the
 * token is missing or not valid. The embedded service reads the role from the account
 * as it is now, so a staff member who is demoted loses the workspace at once; a hosted
 * project's role is its token's `app_metadata.role` claim.
 */
export function accessTokenVerifier(config: AuthConfig | undefined, service: AuthService | undefined): AccessTokenVerifier | undefined {
  if (config?.mode === "embedded" && service) {
    return async (authorization) => {
      try {
        const { user } = await service.authenticate(authorization);
        return user.emailConfirmedAt ? { email: user.email, role: user.role } : undefined;
      } catch (error) {
        if (error instanceof AuthError) return undefined;
        throw error;
      }
    };
  }
  if (config?.mode === "hosted") {
    const issuer = `${config.supabaseUrl}/auth/v1`;
    const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    return async (authorization) => {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
      if (!match) return undefined;
      try {
        const { payload } = await jwtVerify(match[1]!, keys, { issuer, audience: "authenticated" });
        if (typeof payload.email !== "string" || payload.email === "") return undefined;
        return { email: payload.email.toLowerCase(), role: roleOfClaims(payload) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    };
  }
  return undefined;
}
