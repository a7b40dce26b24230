import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { bookingSettings } from "../db/schema.ts";
import * as z from "zod/mini";
import { type BookingSettings, bookingSettingsSchema } from "./config.ts";

/** The settings row as the booking reads it: staff's settings (or the environment's defaults) and the link key. */
export interface StoredBookingSettings {
  settings: BookingSettings;
  /** Whether staff have saved settings; false while the environment's defaults apply. */
  saved: boolean;
  linkSecret: string;
  feedTokenHash: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/**
 * The one settings row, made on first use with a fresh key for the mailed links. Every
 * instance on one database reads the same row, so a link signed by one is good at another.
 */
export async function readBookingSettings(executor: Executor, defaults: BookingSettings): Promise<StoredBookingSettings> {
  let [row] = await executor.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!row) {
    await executor
      .insert(bookingSettings)
      .values({ id: 1, linkSecret: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    [row] = await executor.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  }
  const parsed = row!.settings === null ? undefined : z.safeParse(bookingSettingsSchema, row!.settings);
  return {
    settings: parsed?.success ? parsed.data : defaults,
    saved: parsed?.success ?? false,
    linkSecret: row!.linkSecret,
    feedTokenHash: row!.feedTokenHash,
    updatedBy: row!.updatedBy,
    updatedAt: row!.updatedAt,
  };
}

/** Saves staff's settings (already checked against bookingSettingsSchema). */
export async function saveBookingSettings(executor: Executor, defaults: BookingSettings, settings: BookingSettings, actor: string): Promise<void> {
  await readBookingSettings(executor, defaults);
  await executor.update(bookingSettings).set({ settings, updatedBy: actor, updatedAt: sql`now()` }).where(eq(bookingSettings.id, 1));
}

/** Turns the calendar feed on with a new token's hash, or off with null: the old URL stops working at once. */
export async function setFeedTokenHash(executor: Executor, defaults: BookingSettings, hash: string | null): Promise<void> {
  await readBookingSettings(executor, defaults);
  await executor.update(bookingSettings).set({ feedTokenHash: hash }).where(eq(bookingSettings.id, 1));
}
