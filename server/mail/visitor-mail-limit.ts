import { sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";

/**
 * At most this many form confirmations go to one address a day, across all forms: the
 * forms mail whatever address is typed in, so without a cap they could be used to flood
 * someone's inbox. Past it the lead is still stored and delivered; only the visitor's
 * mail is left out.
 */
export const visitorMailsPerRecipient = { mails: 3, hours: 24 } as const;

/**
 * Counts one confirmation to `address` in the caller's transaction and answers whether
 * it may be sent. The count lives in `rate_limits` beside the other limits, so every
 * instance shares it; a lead whose transaction rolls back is not counted.
 */
export async function mayMailVisitor(executor: Executor, address: string): Promise<boolean> {
  const key = `visitor-mail:${visitorMailsPerRecipient.hours}h:${address.trim().toLowerCase()}`;
  const windowEnd = sql`now() + make_interval(hours => ${visitorMailsPerRecipient.hours})`;
  const expired = sql`${rateLimits.expire} <= now()`;
  const [row] = await executor
    .insert(rateLimits)
    .values({ key, points: 1, expire: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${expired} then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${expired} then ${windowEnd} else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points });
  return (row?.points ?? 1) <= visitorMailsPerRecipient.mails;
}
