import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";

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

const keyOf = (address: string) => `visitor-mail:${visitorMailsPerRecipient.hours}h:${mailboxOf(address)}`;

/**
 * Counts one confirmation to each of `addresses` (per mailbox: mailboxOf) in the caller's
 * transaction and answers, in order, whether each may be sent: an address named twice is counted twice, the first
 * naming first. One statement for the whole batch (one row per distinct address). The
 * counts live in `rate_limits` beside the other limits, so every instance shares them;
 * a lead whose transaction rolls back is not counted.
 */
export async function mayMailVisitors(executor: Executor, addresses: readonly string[]): Promise<boolean[]> {
  const keys = addresses.map(keyOf);
  const added = new Map<string, number>();
  for (const key of keys) added.set(key, (added.get(key) ?? 0) + 1);
  if (added.size === 0) return [];

  const counts = JSON.stringify([...added].map(([key, points]) => ({ key, points })));
  const windowEnd = sql`now() + make_interval(hours => ${visitorMailsPerRecipient.hours})`;
  const expired = sql`${rateLimits.expire} <= now()`;
  const rows = await queryRows<{ key: string; points: number }>(
    executor,
    sql`insert into ${rateLimits} (key, points, expire)
        select key, points, ${windowEnd} from json_to_recordset(${counts}::json) as count(key text, points integer)
        on conflict (key) do update set
          points = case when ${expired} then excluded.points else ${rateLimits.points} + excluded.points end,
          expire = case when ${expired} then excluded.expire else ${rateLimits.expire} end
        returning key, points`,
  );
  // The total after this batch; the batch's own mails to an address are the last `added` of it.
  const next = new Map(rows.map((row) => [row.key, Number(row.points) - added.get(row.key)! + 1]));
  return keys.map((key) => {
    const position = next.get(key)!;
    next.set(key, position + 1);
    return position <= visitorMailsPerRecipient.mails;
  });
}

