import { type RateLimitDatabase, rateLimiter } from "../http/rate-limit.ts";

/**
 * At most this many form confirmations go to one address a day, across all forms: the
 * forms mail whatever address is typed in, so without a cap they could be used to flood
 * someone's inbox. Past it the lead is still stored and delivered; only the visitor's
 * mail is left out.
 */
export const visitorMailsPerRecipient = { mails: 3, hours: 24 } as const;

/** Gmail's own names: the same mailboxes, where dots in the name are ignored. */
const gmailDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, as far as it can be told from the address: in
 * lower case, without a `+tag` (subaddressing, RFC 5233: `anna+1@` reaches `anna@` at
 * Gmail, Outlook, iCloud, Fastmail and most servers), and for Gmail without the dots in
 * the name and with googlemail.com as gmail.com (both reach the same inbox). A cap keyed on
 * the address as typed let `anna+1@` to `anna+6@` each get three mails.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let name = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const tag = name.indexOf("+");
  if (tag > 0) name = name.slice(0, tag);
  if (gmailDomains.has(domain)) {
    domain = "gmail.com";
    name = name.replaceAll(".", "");
  }
  return `${name}@${domain}`;
}

/** Counts confirmations per mailbox (mailboxOf), in the server's shared limits (server/http/rate-limit.ts). */
export interface VisitorMailLimit {
  /**
   * Counts one confirmation to each of `addresses` and answers, in order, whether each may
   * be sent: an address named twice is counted twice, the first naming first. `undo` gives
   * the counts back, for a lead whose transaction rolled back and sent nothing.
   */
  count(addresses: readonly string[]): Promise<CountedVisitorMails>;
}

export interface CountedVisitorMails {
  allowed: boolean[];
  undo(): Promise<void>;
}

const limitName = "visitor-mail";

/**
 * The per-recipient cap as one limit of the server's (rateLimiter): on PostgreSQL counted
 * in `rate_limits`, shared by every instance, on embedded PGlite in the server's process,
 * the only one on that database. One count per distinct mailbox of a batch.
 */
export function visitorMailLimit(database: RateLimitDatabase): VisitorMailLimit {
  const limiter = rateLimiter(database, {
    name: limitName,
    windows: [{ points: visitorMailsPerRecipient.mails, seconds: visitorMailsPerRecipient.hours * 60 * 60 }],
  });
  return {
    async count(addresses) {
      const keys = addresses.map(mailboxOf);
      const added = new Map<string, number>();
      for (const key of keys) added.set(key, (added.get(key) ?? 0) + 1);
      const counted = await Promise.all([...added].map(async ([key, points]) => [key, (await limiter.consume(key, points)).consumed] as const));
      // The position of each mail to a mailbox in its count: the batch's own are the last `added` of the total.
      const next = new Map(counted.map(([key, consumed]) => [key, consumed - added.get(key)! + 1]));
      const allowed = keys.map((key) => {
        const position = next.get(key)!;
        next.set(key, position + 1);
        return position <= visitorMailsPerRecipient.mails;
      });
      return {
        allowed,
        undo: async () => {
          await Promise.all([...added].map(([key, points]) => limiter.reward(key, points)));
        },
      };
    },
  };
}
