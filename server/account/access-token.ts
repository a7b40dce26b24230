import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import type { AuthConfig } from "../auth/index.ts";
import { AuthError } from "../auth/index.ts";
import type { AuthService } from "../auth/index.ts";

/** The customer a request's access token names: the address their requests are matched by. */
export interface Customer {
  email: string;
}

export type CustomerVerifier = (authorization: string | undefined) => Promise<Customer | undefined>;

/**
 * Who is asking, from the Bearer token supabase-js sends: checked by the embedded
 * service (signature, expiry, session not signed out), or, with a hosted project,
 * against that project's published keys (JWKS, cached by jose). Undefined when the
 * token is missing or not valid.
 */
export function customerVerifier(config: AuthConfig | undefined, service: AuthService | undefined): CustomerVerifier | undefined {
  if (config?.mode === "embedded" && service) {
    return async (authorization) => {
      try {
        const { user } = await service.authenticate(authorization);
        return user.emailConfirmedAt ? { email: user.email } : undefined;
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
        return typeof payload.email === "string" && payload.email !== "" ? { email: payload.email.toLowerCase() } : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    };
  }
  return undefined;
}
