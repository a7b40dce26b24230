import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { MailSite } from "../mail/index.ts";
import { bookingEvent } from "./booking-mails.ts";
import { bookingsBetween, withPeople } from "./booking-store.ts";
import { type BookingServices, forMail, personOf } from "./booking-service.ts";
import { calendarFeed } from "./ics.ts";
import { readBookingSettings, setFeedTokenHash } from "./settings-store.ts";

/*
 * The staff's private calendar feed: every confirmed booking from 30 days back, as one
 * iCalendar file that Outlook or Google Calendar fetch by URL. The URL carries a secret
 * token; the database keeps only its SHA-256, so a copy of the database gives no working
 * URL, and staff revoke it by making a new one or turning the feed off.
 */

const dayMs = 86_400_000;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const hashesEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function calendarFeedFor(services: BookingServices, site: MailSite, token: string, now: Date = new Date()): Promise<string | undefined> {
  const { db } = services.database;
  const stored = await readBookingSettings(db, services.bookingDefaults);
  if (!stored.feedTokenHash || token.length < 20 || !hashesEqual(tokenHash(token), stored.feedTokenHash)) return undefined;
  const rows = await bookingsBetween(db, new Date(now.getTime() - 30 * dayMs), new Date(now.getTime() + 400 * dayMs));
  const events = (await withPeople(db, rows)).flatMap(({ booking, person }) => {
    const who = personOf(person);
    if (!who) return [];
    const event = bookingEvent(forMail(booking, stored.settings, who, site, stored.linkSecret), site, booking.createdAt);
    return [{ ...event, summary: `${event.summary}: ${who.company || who.name}`, attendee: { name: who.name, email: who.email } }];
  });
  return calendarFeed(events, `-//${site.name}//Bokningar//SV`, `${site.name}: bokningar`);
}

/** A new feed token: its URL is shown once; the earlier URL stops working. */
export async function newFeedToken(services: BookingServices): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await setFeedTokenHash(services.database.db, services.bookingDefaults, tokenHash(token));
  return token;
}

export async function revokeFeed(services: BookingServices): Promise<void> {
  await setFeedTokenHash(services.database.db, services.bookingDefaults, null);
}
