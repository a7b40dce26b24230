/** The business is in Sweden: operators read and type times as the clock in Stockholm shows them. */
const timeZone = "Europe/Stockholm";

const display = new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" });
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** For example "2025-03-30 14:05:09". */
export function formatStockholmTime(time: Date): string {
  return display.format(time);
}

/** How far Stockholm's clock is ahead of UTC at an instant, in milliseconds. */
function stockholmOffset(instant: number): number {
  const field = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant a Stockholm wall-clock time names. A time skipped when the clocks go forward
 * lands an hour later, the way a clock set by hand would read it.
 */
export function fromStockholmWallTime(wall: WallTime): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - stockholmOffset(asUtc);
  return asUtc - stockholmOffset(first);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads `YYYY-MM-DD` (midnight in Stockholm) or an ISO date and time; a time without
 * `Z` or an offset is Stockholm time. Null for anything else, including dates that do not
 * exist such as 2025-02-30.
 */
export function parseStockholmDate(text: string): Date | null {
  const match = datePattern.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", zone] = match;
  const wall = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
  const exists =
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() === wall.month - 1 &&
    check.getUTCDate() === wall.day &&
    check.getUTCHours() === wall.hour &&
    check.getUTCMinutes() === wall.minute &&
    check.getUTCSeconds() === wall.second;
  if (!exists) return null;
  if (zone === undefined) return new Date(fromStockholmWallTime(wall));
  return new Date(check.getTime() - zoneOffsetMs(zone));
}

/** "Z", "+02:00" or "-0130" as milliseconds ahead of UTC. */
function zoneOffsetMs(zone: string): number {
  if (zone === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return (zone.startsWith("-") ? -1 : 1) * minutes * 60_000;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

let lastDay = { minute: Number.NaN, day: "" };

/**
 * The day in Stockholm at an instant, as YYYY-MM-DD. Stockholm's offsets are whole hours,
 * so its days begin on a UTC minute: the answer is kept for the minute, as the statistics
 * ask for it with every event.
 */
export function stockholmDay(time: Date): string {
  const minute = Math.floor(time.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayFormat.format(time) };
  return lastDay.day;
}
