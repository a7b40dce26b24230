import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { analyticsSalts } from "../db/schema.ts";

/**
 * The day's secret salt, made on the day's first event and shared by every instance on
 * the database; making it deletes the earlier days' salts, so yesterday's hashes can no
 * longer be recomputed from an address (Plausible's scheme:
 * https://plausible.io/data-policy#how-we-count-unique-users-without-cookies).
 */
export async function saltForDay(db: Db, day: string): Promise<string> {
  await db.insert(analyticsSalts).values({ day, salt: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(sql`${analyticsSalts.day} = ${day}`);
  if (!row) throw new Error(`No analytics salt for ${day}`);
  return row.salt;
}

/** A visitor's hash for the day: neither the address nor the browser can be read back from it. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("hex").slice(0, 16);
}

export interface VisitorHasher {
  hash(day: string, address: string, userAgent: string): Promise<string>;
}

/** Keeps the current day's salt in memory; a new day fetches (or makes) its own once. */
export function createVisitorHasher(db: Db): VisitorHasher {
  let current: { day: string; salt: Promise<string> } | undefined;
  return {
    async hash(day, address, userAgent) {
      if (current?.day !== day) {
        const salt = saltForDay(db, day);
        current = { day, salt };
        // A failure is not remembered: the next event tries again.
        salt.catch(() => {
          if (current?.salt === salt) current = undefined;
        });
      }
      return visitorHash(await current.salt, address, userAgent);
    },
  };
}
