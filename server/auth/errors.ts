import type { Context, ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { minPasswordLength, type PasswordRefusal } from "./password-rules.ts";

/** The API version whose error shape supabase-js reads (`code` holds the error code). */
export const apiVersion = "2024-01-01";

/**
 * An answer other than 2xx, in GoTrue's words: supabase-js turns `code` into its error
 * classes (weak_password into AuthWeakPasswordError, session_not_found into
 * AuthSessionMissingError), so codes and statuses follow GoTrue's (research notes,
 * server/auth/README.md). Messages are GoTrue's English ones; the pages show their own Swedish.
 */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, options: { extra?: Record<string, unknown>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "AuthError";
    this.status = status;
    this.code = code;
    this.extra = options.extra ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  weakPassword: (refusal: PasswordRefusal) => new WeakPasswordError(refusal),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  linkInvalid: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  refreshTokenNotFound: () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  refreshSessionGone: () => new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found"),
  sessionGone: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userGone: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  badJwt: () => new AuthError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired or invalid"),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  notAdmin: () => new AuthError(403, "not_admin", "User not allowed"),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(429, "over_request_rate_limit", "Request rate limit reached", { retryAfterSeconds }),
  accountLocked: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      "over_request_rate_limit",
      "Too many failed sign-ins to this account: try again later, from a device that has not failed to sign in recently, or reset the password",
      { retryAfterSeconds },
    ),
  /**
   * Past the ceiling of tries from clean sources (authLimits.lockedAccountCeiling): until
   * the window ends, only a reset link signs the account in.
   */
  accountLockedUntilReset: (retryAfterSeconds: number) =>
    new AuthError(429, "over_request_rate_limit", "Too many sign-ins to this account from many devices: reset the password to sign in", {
      retryAfterSeconds,
    }),
  reauthenticationNeeded: () => new AuthError(400, "reauthentication_needed", "Password update requires reauthentication: send current_password"),
  wrongCurrentPassword: () => new AuthError(400, "invalid_credentials", "Current password is incorrect"),
  emailExists: () => new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  invalidEmail: () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format"),
  validation: (message: string) => new AuthError(422, "validation_failed", message),
  badRequest: (message: string) => new AuthError(400, "validation_failed", message),
  userNotFound: () => new AuthError(404, "user_not_found", "User not found"),
};

const weakPasswordAnswers: Record<PasswordRefusal, { reason: "length" | "characters" | "pwned"; message: string }> = {
  length: { reason: "length", message: `Password should be at least ${minPasswordLength} characters.` },
  blank: { reason: "characters", message: "Password should contain characters other than spaces." },
  "line-break": { reason: "characters", message: "Password should not contain line breaks." },
  common: { reason: "pwned", message: "Password is known to be weak and easy to guess, please choose a different one." },
  // GoTrue has no reason for a password guessable from its context (ASVS V6.2.11): "pwned" is the one the pages already explain.
  context: {
    reason: "pwned",
    message: "Password is easy to guess from the site's name or address, the email address or a common word with digits, please choose a different one.",
  },
};

/** GoTrue's 422 weak_password, with GoTrue's reasons; `refusal` says which rule refused it. */
export class WeakPasswordError extends AuthError {
  readonly refusal: PasswordRefusal;

  constructor(refusal: PasswordRefusal) {
    const { reason, message } = weakPasswordAnswers[refusal];
    super(422, "weak_password", message, { extra: { weak_password: { reasons: [reason] } } });
    this.refusal = refusal;
  }
}

export function authErrorResponse(c: Context, error: AuthError) {
  const headers: Record<string, string> = { "X-Supabase-Api-Version": apiVersion, "Cache-Control": "no-store" };
  if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
  // `error_code` too: a client that cannot read the version header (CORS) looks there.
  return c.json({ code: error.code, error_code: error.code, msg: error.message, ...error.extra }, error.status, headers);
}

const bodyErrorCodes: Record<number, string> = { 400: "bad_json", 413: "request_too_large", 415: "bad_json", 422: "validation_failed" };

/**
 * The auth area's error handler: GoTrue's shape rather than the site's, since its client
 * is supabase-js. Body errors of readBody keep their status; anything unexpected is
 * logged and answers 500 without detail.
 */
export const handleAuthError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AuthError) return authErrorResponse(c, error);
  if (error instanceof ApiError && bodyErrorCodes[error.status]) {
    return authErrorResponse(c, new AuthError(error.status, bodyErrorCodes[error.status]!, "Could not read the request body"));
  }
  c.get("log").error({ err: error, method: c.req.method, path: new URL(c.req.url).pathname }, "Auth request failed");
  return authErrorResponse(c, new AuthError(500, "unexpected_failure", "Unexpected failure, please try again later"));
};
