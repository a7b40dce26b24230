import { and, eq, gt, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { bookings } from "../db/schema.ts";
import { enqueueJobs } from "../delivery/index.ts";
import { startMinuteJob } from "../jobs/minute-job.ts";
import type { MailSite } from "../mail/index.ts";
import { reminderMail } from "./booking-mails.ts";
import { forMail, personOf, type BookingServices } from "./booking-service.ts";
import { withPeople } from "./booking-store.ts";
import { readBookingSettings } from "./settings-store.ts";

const hour = 3_600_000;

/** The two reminders: when each is due before the meeting, and the column that marks it sent. */
const reminders = [
  { before: 24 * hour, column: bookings.reminded24hAt },
  { before: hour, column: bookings.reminded1hAt },
] as const;

/**
 * Queues the reminder mails whose time has come: 24 hours and 1 hour before each confirmed
 * meeting that has not started. Never twice: the booking is marked by an UPDATE that only
 * matches an unmarked, confirmed booking, in the transaction that queues the mail, so two
 * instances' minutes queue it once and a cancelled booking gets none. A move clears both
 * marks (booking-store.ts), so the new time is reminded of.
 */
export async function sendBookingReminders(db: Db, services: BookingServices, site: MailSite, now: Date = new Date()): Promise<{ queued: number }> {
  const stored = await readBookingSettings(db, services.bookingDefaults);
  let queued = 0;
  for (const reminder of reminders) {
    const due: SQL | undefined = and(
      eq(bookings.status, "confirmed"),
      gt(bookings.startsAt, now),
      lte(bookings.startsAt, new Date(now.getTime() + reminder.before)),
      isNull(reminder.column),
      // A meeting booked later than a reminder's time does not get that reminder: the confirmation has just gone.
      sql`${bookings.createdAt} <= ${bookings.startsAt} - ${reminder.before} * interval '1 millisecond'`,
    );
    queued += await db.transaction(async (tx) => {
      const mark = reminder.column === bookings.reminded24hAt ? { reminded24hAt: now } : { reminded1hAt: now };
      const marked = await tx.update(bookings).set(mark).where(due).returning();
      for (const { booking, person } of await withPeople(tx, marked)) {
        const who = personOf(person);
        if (!who) continue;
        await enqueueJobs(tx, [{ kind: "mail", payload: reminderMail(forMail(booking, stored.settings, who, site, stored.linkSecret), site) }], booking.leadId);
      }
      return marked.length;
    });
  }
  return { queued };
}

/** Looks for reminders every minute on every instance, and nudges the worker when it queued some. */
export function startBookingReminders({ db, services, site, log, intervalMs }: { db: Db; services: BookingServices; site: MailSite; log: Log; intervalMs?: number }) {
  return startMinuteJob(
    "Booking reminders",
    async () => {
      const result = await sendBookingReminders(db, services, site);
      if (result.queued === 0) return undefined;
      services.nudge();
      return result;
    },
    { log, intervalMs },
  );
}
