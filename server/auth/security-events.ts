/** Where a request to the auth service came from, for its rate limits and security events. */
export interface RequestSource {
  /** The client's address (clientIp), as the log names it. */
  ip: string;
  /** What rate limits count the client by: its address, an IPv6 client's /64 (rateLimitKey). */
  key: string;
  /** The request's logger, which names the request id on every line. */
  log: { warn(details: object, message: string): void };
}

/** What went wrong, as the log names it: something to alert on, never a secret. */
export type SecurityReason =
  | "wrong_password"
  | "unknown_account"
  | "account_locked"
  | "refresh_token_reused"
  | "current_password_missing"
  | "wrong_current_password";

/**
 * One security event at warn level: the account (when one is known), the reason, the
 * client's address; the request id comes with the request's logger. Never a password or
 * a token, so the log can be kept and shared like any other.
 */
export function logSecurityEvent(source: RequestSource | undefined, reason: SecurityReason, accountId: string | undefined): void {
  source?.log.warn({ security: { reason, accountId: accountId ?? null, clientIp: source.ip } }, `Auth security event: ${reason}`);
}
