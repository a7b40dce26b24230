import { signInsFailed } from "../metrics/registry.ts";

/** Where security events are written: the request's logger, or the command line's. */
export interface SecurityLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Where a request to the auth service came from, for its rate limits and security events. */
export interface RequestSource {
  /** The client's address (clientIp), as the log names it. */
  ip: string;
  /** What rate limits count the client by: its address, an IPv6 client's /64 (rateLimitKey). */
  key: string;
  /**
   * The network the client's address belongs to, an IPv4 /24 or an IPv6 /48
   * (sourceNetwork): what a locked account's tries are counted by, since whoever holds
   * one address of such a network can usually use many.
   */
  network: string;
  /** The request's logger, which names the request id on every line. */
  log: SecurityLog;
}

/** `npm run users`: no client address, only the log. */
export interface CommandLineSource {
  cli: true;
  log: SecurityLog;
}

export type SecuritySource = RequestSource | CommandLineSource;

/** What went wrong, as the log names it at warn level: something to alert on. */
export type SecurityWarning =
  | "wrong_password"
  | "unknown_account"
  | "account_locked"
  | "account_under_distributed_guessing"
  | "refresh_token_reused"
  | "current_password_missing"
  | "wrong_current_password";

/** What succeeded, at info level: the trail an investigation follows (ASVS V16.3.1, V16.3.2). */
export type SecuritySuccess = "signed_in" | "password_changed" | "signed_out" | "link_verified" | "role_changed" | "account_deleted";

export type SecurityReason = SecurityWarning | SecuritySuccess;

/** The refusals GET /metrics counts as failed sign-ins (sign_ins_failed_total, by reason). */
const refusedSignIns: ReadonlySet<SecurityReason> = new Set<SecurityWarning>(["wrong_password", "unknown_account", "account_locked"]);

const successes: ReadonlySet<SecurityReason> = new Set<SecuritySuccess>([
  "signed_in",
  "password_changed",
  "signed_out",
  "link_verified",
  "role_changed",
  "account_deleted",
]);

/**
 * One security event: the account (when one is known), the reason, and where it came
 * from: the client's address, with the request id that the request's logger adds, or
 * `source: "cli"`. Failures at warn, successes at info. `details` names the kind of link
 * or the new role; never a password or a token, so the log can be kept and shared like
 * any other.
 */
export function logSecurityEvent(
  source: SecuritySource | undefined,
  reason: SecurityReason,
  accountId: string | undefined,
  details: Record<string, string> = {},
): void {
  if (!source) return;
  if (refusedSignIns.has(reason)) signInsFailed.inc({ reason });
  const origin = "cli" in source ? { source: "cli" } : { clientIp: source.ip };
  const line = { security: { reason, accountId: accountId ?? null, ...origin, ...details } };
  if (successes.has(reason)) source.log.info(line, `Auth security event: ${reason}`);
  else source.log.warn(line, `Auth security event: ${reason}`);
}

/**
 * The network an address belongs to, for a locked account's tries: an IPv4 /24, an IPv6
 * /48 (the smallest block a provider hands a site), given the rate-limit key of the
 * address (rateLimitKey: an IPv4 address, or an IPv6 /64 as `a:b:c:d::/64`).
 */
export function sourceNetwork(rateLimitKey: string): string {
  const ipv6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/i.exec(rateLimitKey);
  if (ipv6) return `${ipv6[1]}:${ipv6[2]}:${ipv6[3]}::/48`;
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(rateLimitKey);
  if (ipv4) return `${ipv4[1]}.0/24`;
  return rateLimitKey;
}
