import { fromStockholmWallTime, stockholmDay } from "../cli/stockholm-time.ts";
import { swedishHolidayOn } from "../time/swedish-holidays.ts";

/*
 * The free times of the booking page (/boka), computed from the business's availability in
 * Stockholm wall time and the meetings already booked. Pure: the clock, the settings and
 * the busy times are arguments, so the daylight-saving switches and the holidays are tested
 * without a database. Times are stored and answered in UTC; the wall time beside each slot
 * is what the page, the mails and the invite show.
 */

/** Minutes after midnight, Stockholm wall time; `end` may be 24 × 60. */
export interface DayInterval {
  start: number;
  end: number;
}

export interface Availability {
  /** ISO weekday (1 = Monday … 7 = Sunday) to its open intervals; a missing day is closed. */
  weekly: Readonly<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly DayInterval[]>>>;
  /** "YYYY-MM-DD" to that date's intervals instead of the week's; an empty list closes the day, a holiday included. */
  exceptions: Readonly<Record<string, readonly DayInterval[]>>;
  /** Minutes kept free before and after every meeting. */
  bufferMinutes: number;
  /** How long before a meeting it can be booked at the latest. */
  minimumNoticeMinutes: number;
  /** How many days ahead, today included, slots are offered. */
  horizonDays: number;
  /** The most meetings on one day; the slots of a full day are not offered. */
  dailyCap: number;
}

/** Monday to Friday 09:00–17:00, 15 minutes between meetings, 4 hours' notice, 30 days ahead, 8 a day. */
export const defaultAvailability: Availability = {
  weekly: Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, [{ start: 9 * 60, end: 17 * 60 }]])),
  exceptions: {},
  bufferMinutes: 15,
  minimumNoticeMinutes: 4 * 60,
  horizonDays: 30,
  dailyCap: 8,
};

/** A time that is taken: a booked meeting (counted in its day's cap) or a busy time from a calendar. */
export interface BusyTime {
  start: Date;
  end: Date;
  /** True for the site's own bookings, which count towards the daily cap. */
  booking: boolean;
}

export interface Slot {
  start: Date;
  end: Date;
  /** The Stockholm date, "YYYY-MM-DD". */
  date: string;
  /** The Stockholm wall time the slot starts, "HH:MM". */
  time: string;
}

export interface SlotQuery {
  availability: Availability;
  durationMinutes: number;
  /** The first Stockholm date to look at, "YYYY-MM-DD"; today when earlier. */
  from: string;
  days: number;
  now: Date;
  busy: readonly BusyTime[];
}

const minute = 60_000;
const wallTimeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

export const parseDay = (date: string) => {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
};

/** The date `by` days after a "YYYY-MM-DD" date. */
export function addDays(date: string, by: number): string {
  const { year, month, day: dayOfMonth } = parseDay(date);
  return new Date(Date.UTC(year, month - 1, dayOfMonth + by)).toISOString().slice(0, 10);
}

/** ISO weekday of a "YYYY-MM-DD" date, 1 = Monday. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const { year, month, day: dayOfMonth } = parseDay(date);
  return (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() || 7) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

export const wallClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The instant a wall time names on a Stockholm date, or undefined for a time the clocks
 * skip when they go forward (02:00–02:59 on the last Sunday of March).
 */
export function stockholmInstant(date: string, minutes: number): number | undefined {
  const { year, month, day: dayOfMonth } = parseDay(date);
  const hour = Math.floor(minutes / 60);
  const instant = fromStockholmWallTime({ year, month, day: dayOfMonth, hour, minute: minutes % 60, second: 0 });
  // Midnight at the end of the day is the next day's start, which always exists.
  if (hour === 24) return instant;
  return wallTimeFormat.format(instant) === wallClock(minutes) ? instant : undefined;
}

/** The open intervals of a date: its exception, else closed on a Swedish holiday, else the week's hours. */
export function openIntervals(availability: Availability, date: string): readonly DayInterval[] {
  const exception = availability.exceptions[date];
  if (exception) return exception;
  if (swedishHolidayOn(date) !== undefined) return [];
  return availability.weekly[isoWeekday(date)] ?? [];
}

/**
 * The free slots from `from` for `days` days: each open interval is cut into meetings of
 * `durationMinutes` with the buffer between them, starting when the interval opens; a slot
 * is left out when it starts sooner than the minimum notice, lies beyond the horizon,
 * comes within the buffer of a busy time, or its day already has the daily cap of bookings.
 */
export function freeSlots({ availability, durationMinutes, from, days, now, busy }: SlotQuery): Slot[] {
  const today = stockholmDay(now);
  const first = from < today ? today : from;
  const lastOffered = addDays(today, availability.horizonDays - 1);
  const earliest = now.getTime() + availability.minimumNoticeMinutes * minute;
  const buffer = availability.bufferMinutes * minute;
  const step = durationMinutes + availability.bufferMinutes;
  const slots: Slot[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(first, offset);
    if (date > lastOffered) break;
    const bookedThatDay = busy.filter((time) => time.booking && stockholmDay(time.start) === date).length;
    if (bookedThatDay >= availability.dailyCap) continue;
    for (const interval of openIntervals(availability, date)) {
      const closes = stockholmInstant(date, interval.end) ?? stockholmInstant(date, interval.end + 60)!;
      for (let wall = interval.start; wall + durationMinutes <= interval.end; wall += step) {
        const start = stockholmInstant(date, wall);
        if (start === undefined || start < earliest) continue;
        const end = start + durationMinutes * minute;
        if (end > closes) continue;
        const clashes = busy.some((time) => start < time.end.getTime() + buffer && end + buffer > time.start.getTime());
        if (!clashes) slots.push({ start: new Date(start), end: new Date(end), date, time: wallClock(wall) });
      }
    }
  }
  return slots;
}

/** Whether a start time is one of the free slots now: what a booking is checked against before it is stored. */
export function isFreeSlot(query: Omit<SlotQuery, "from" | "days">, start: Date): boolean {
  const date = stockholmDay(start);
  return freeSlots({ ...query, from: date, days: 1 }).some((slot) => slot.start.getTime() === start.getTime());
}
