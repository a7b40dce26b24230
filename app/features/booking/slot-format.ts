import type { BookingSlot } from "../../../contracts/booking.ts";

/*
 * How the booking page shows a slot: the day as a heading and the time in Stockholm, the
 * time zone every booking is made in, with the visitor's own clock beside it when it
 * shows another time. Formatted from the slot's UTC start, so the page, the mail and the
 * invite agree.
 */

const stockholm = "Europe/Stockholm";
const dayFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: stockholm, weekday: "long", day: "numeric", month: "long" });

/** "tisdag 1 december", with a capital first letter for a heading. */
export function dayHeading(slot: BookingSlot): string {
  const text = dayFormat.format(new Date(slot.start));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "tisdag 1 december kl. 09:30": a slot in running text. */
export function slotInWords(slot: BookingSlot): string {
  return `${dayFormat.format(new Date(slot.start))} kl. ${slot.time}`;
}

/** One formatter per time zone: making one is far slower than using it, and a page lists many slots. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The visitor's own wall time for a slot, or undefined when their clock shows the Stockholm time. */
export function localTimeOf(slot: BookingSlot, timeZone: string | undefined): string | undefined {
  if (!timeZone || timeZone === stockholm) return undefined;
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("sv-SE", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    timeFormats.set(timeZone, format);
  }
  const local = format.format(new Date(slot.start));
  return local === slot.time ? undefined : local;
}

/** Slots grouped by their Stockholm day, in order. */
export function slotsByDay(slots: readonly BookingSlot[]): { date: string; slots: BookingSlot[] }[] {
  const days = new Map<string, BookingSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
