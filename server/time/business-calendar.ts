import { fromStockholmWallTime, stockholmDay } from "../cli/stockholm-time.ts";
import { swedishHolidayOn } from "./swedish-holidays.ts";

/**
 * The business's working time in Stockholm: its opening hours on its working weekdays,
 * with Swedish public holidays and the eves work stops on closed (swedish-holidays.ts).
 * Deadlines and reminders count only this time, so a lead that arrives on a Friday
 * afternoon is due on Monday, not on Saturday.
 */
export interface OpeningHours {
  /** ISO weekdays the business works, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** Minutes after midnight, Stockholm time; `closesAt` may be 24 × 60. */
  opensAt: number;
  closesAt: number;
}

export const defaultOpeningHours: OpeningHours = { weekdays: [1, 2, 3, 4, 5], opensAt: 9 * 60, closesAt: 17 * 60 };

const hoursPattern = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

/** "09:00-17:00" on Monday to Friday; null for anything else or a day that closes before it opens. */
export function parseOpeningHours(text: string): OpeningHours | null {
  const match = hoursPattern.exec(text.trim());
  if (!match) return null;
  const [, openHour, openMinute, closeHour, closeMinute] = match.map(Number) as [number, number, number, number, number];
  const opensAt = openHour * 60 + openMinute;
  const closesAt = closeHour * 60 + closeMinute;
  if (openMinute > 59 || closeMinute > 59 || opensAt >= closesAt || closesAt > 24 * 60) return null;
  return { weekdays: defaultOpeningHours.weekdays, opensAt, closesAt };
}

/** Milliseconds of working time in one working day. */
export function workingDayMs(hours: OpeningHours): number {
  return (hours.closesAt - hours.opensAt) * 60_000;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const dayKey = ({ year, month, day }: CalendarDay) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function dayOf(instant: number): CalendarDay {
  const [year, month, day] = stockholmDay(new Date(instant)).split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

function shiftDay({ year, month, day }: CalendarDay, by: number): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + by));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function isWorkingDay(day: CalendarDay, hours: OpeningHours): boolean {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() || 7;
  return hours.weekdays.includes(weekday) && swedishHolidayOn(dayKey(day)) === undefined;
}

/** The instant a working day opens or closes: Stockholm wall time, daylight saving included. */
function atMinute(day: CalendarDay, minutes: number): number {
  return fromStockholmWallTime({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 });
}

interface Span {
  start: number;
  end: number;
}

/** A calendar with no working day in this many days is a configuration error, not a loop. */
const searchLimitDays = 400;

/** The working time after `from` (direction 1) or before it (-1), one working day's span at a time. */
function* workingSpans(from: number, hours: OpeningHours, direction: 1 | -1): Generator<Span> {
  let day = dayOf(from);
  for (let step = 0; step < searchLimitDays; step += 1, day = shiftDay(day, direction)) {
    if (!isWorkingDay(day, hours)) continue;
    const start = atMinute(day, hours.opensAt);
    const end = atMinute(day, hours.closesAt);
    if (direction === 1 && end > from) yield { start: Math.max(start, from), end };
    if (direction === -1 && start < from) yield { start, end: Math.min(end, from) };
  }
  throw new Error(`Inga arbetsdagar inom ${searchLimitDays} dagar: kontrollera öppettiderna.`);
}

/** The instant `ms` of working time after `from`; with 0, the first working moment at or after it. */
export function addWorkingTime(from: Date, ms: number, hours: OpeningHours = defaultOpeningHours): Date {
  let left = ms;
  for (const span of workingSpans(from.getTime(), hours, 1)) {
    if (left <= span.end - span.start) return new Date(span.start + left);
    left -= span.end - span.start;
  }
  throw new Error("unreachable");
}

/** The instant `ms` of working time before `to`. */
export function subtractWorkingTime(to: Date, ms: number, hours: OpeningHours = defaultOpeningHours): Date {
  let left = ms;
  for (const span of workingSpans(to.getTime(), hours, -1)) {
    if (left <= span.end - span.start) return new Date(span.end - left);
    left -= span.end - span.start;
  }
  throw new Error("unreachable");
}

/** The working time between two instants (0 when `to` is not after `from`). */
export function workingTimeBetween(from: Date, to: Date, hours: OpeningHours = defaultOpeningHours): number {
  let total = 0;
  if (to <= from) return 0;
  for (const span of workingSpans(from.getTime(), hours, 1)) {
    if (span.start >= to.getTime()) return total;
    total += Math.min(span.end, to.getTime()) - span.start;
  }
  return total;
}

/** When the first working day after the day of `from` (Stockholm's day) closes. */
export function endOfNextWorkingDay(from: Date, hours: OpeningHours = defaultOpeningHours): Date {
  let day = shiftDay(dayOf(from.getTime()), 1);
  for (let step = 0; step < searchLimitDays; step += 1, day = shiftDay(day, 1)) {
    if (isWorkingDay(day, hours)) return new Date(atMinute(day, hours.closesAt));
  }
  throw new Error(`Inga arbetsdagar inom ${searchLimitDays} dagar: kontrollera öppettiderna.`);
}
