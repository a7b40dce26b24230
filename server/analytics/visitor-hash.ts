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
  const salt = await existingSalt(db, day);
  if (salt === undefined) throw new Error(`No analytics salt for ${day}`);
  return salt;
}

/** A visitor's hash for the day: neither the address nor the browser can be read back from it. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("hex").slice(0, 16);
}

/** The day's salt if one was made: never makes one. */
export async function existingSalt(db: Db, day: string): Promise<string | undefined> {
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(sql`${analyticsSalts.day} = ${day}`);
  return row?.salt;
}

export interface VisitorHasher {
  /** The visitor's hash, making the day's salt on the day's first event. */
  hash(day: string, address: string, userAgent: string): Promise<string>;
  /**
   * The day's salt when an event made one, on this server or another on the database;
   * undefined when none was counted that day. Only read, never made: a lead's attribution
   * asks this, and a lead is no event.
   */
  existingSalt(day: string): Promise<string | undefined>;
}

/**
 * Keeps the current day's salt in memory; a new day fetches (or makes) its own once. A
 * salt never changes within its day, so one read from the database serves the rest of
 * the day; a day without one is asked again, since another server may make it.
 */
export function createVisitorHasher(db: Db): VisitorHasher {
  let current: { day: string; salt: Promise<string> } | undefined;
  const remember = (day: string, salt: Promise<string>) => {
    current = { day, salt };
    // A failure is not remembered: the next event tries again.
    salt.catch(() => {
      if (current?.salt === salt) current = undefined;
    });
  };
  return {
    async hash(day, address, userAgent) {
      if (current?.day !== day) remember(day, saltForDay(db, day));
      return visitorHash(await current!.salt, address, userAgent);
    },
    async existingSalt(day) {
      // One being made for an event that failed is read from the database like any other.
      const known = current?.day === day ? await current.salt.catch(() => undefined) : undefined;
      if (known !== undefined) return known;
      const salt = await existingSalt(db, day);
      if (salt !== undefined && current?.day !== day) remember(day, Promise.resolve(salt));
      return salt;
    },
  };
}
