import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from "jose";
import type { AuthMethod, AuthUser } from "../db/schema.ts";
import { authErrors } from "./errors.ts";
import { signingAlgorithm, type SigningKeys } from "./signing-keys.ts";
import { appMetadataOf, userMetadataOf } from "./user-json.ts";

/** The audience and role of every customer, as in Supabase. */
export const audience = "authenticated";

export interface AccessTokenInput {
  user: AuthUser;
  sessionId: string;
  method: AuthMethod;
  /** When the session was created: the amr claim's timestamp. */
  authenticatedAt: Date;
}

export interface AccessTokenClaims {
  sub: string;
  session_id: string;
  email: string;
}

/** The issuer the tokens name: this service's own base address. */
export function issuerFor(siteUrl: string): string {
  return `${siteUrl}/auth/v1`;
}

/** Signs an access token with GoTrue's claims (research notes §3), valid for `seconds`. */
export async function signAccessToken(
  keys: SigningKeys,
  { issuer, seconds }: { issuer: string; seconds: number },
  { user, sessionId, method, authenticatedAt }: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const key = await keys.current();
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + seconds;
  const token = await new SignJWT({
    email: user.email,
    phone: "",
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    role: audience,
    aal: "aal1",
    amr: [{ method, timestamp: Math.floor(authenticatedAt.getTime() / 1000) }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/**
 * Instances' clocks may differ by a little: a token signed on one whose clock runs a
 * second ahead must not look issued in the future on another.
 */
const clockToleranceSeconds = 5;

/** Ids are UUIDs in the database: anything else would fail there rather than here. */
function isUuid(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Checks signature, issuer, audience, and the claims every token this service signs
 * has: `exp`, `iat`, `sub`, `session_id` are required, and a token older than the
 * configured lifetime is refused even if its `exp` says otherwise, so a token signed
 * with a real key but without an expiry (a key that leaked, a bug) never works for
 * ever. Any failure is GoTrue's 403 bad_jwt.
 */
export async function verifyAccessToken(keys: SigningKeys, issuer: string, token: string, lifetimeSeconds: number): Promise<AccessTokenClaims> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    throw authErrors.badJwt();
  }
  const key = kid ? await keys.publicKey(kid) : undefined;
  if (!key) throw authErrors.badJwt();
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      audience,
      algorithms: [signingAlgorithm],
      requiredClaims: ["exp", "iat", "sub", "session_id"],
      maxTokenAge: lifetimeSeconds,
      clockTolerance: clockToleranceSeconds,
    });
    if (!isUuid(payload.sub) || !isUuid(payload.session_id) || typeof payload.email !== "string") throw authErrors.badJwt();
    return { sub: payload.sub, session_id: payload.session_id, email: payload.email };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw authErrors.badJwt();
    throw error;
  }
}
