/*
 * Times in the content editor are Stockholm's, whatever the browser's own time zone: the
 * team publishes for a Swedish site, and a time typed as "09:00" means nine on the clocks
 * in Stockholm, summer or winter. The date and time inputs give a wall time; the API takes
 * an instant (UTC ISO 8601).
 */

const timeZone = "Europe/Stockholm";

const wallParts = new Intl.DateTimeFormat("en-US", {
  timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

const dateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone, day: "numeric", month: "short", year: "numeric" });
const clockFormat = new Intl.DateTimeFormat("sv-SE", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeAt(instant: number): WallTime & { second: number } {
  const field = Object.fromEntries(wallParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: field.year!, month: field.month!, day: field.day!, hour: field.hour!, minute: field.minute!, second: field.second! };
}

/** How far Stockholm's clock is ahead of UTC at an instant, in milliseconds. */
function stockholmOffset(instant: number): number {
  const wall = wallTimeAt(instant);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

/**
 * The instant a Stockholm date ("2026-11-28") and time ("09:00") name, as UTC ISO 8601, or
 * null when either is not a real one. The offset is the one in force on that date (+01:00
 * in winter, +02:00 in summer); a time skipped when the clocks go forward lands an hour
 * later, as a clock set by hand would read it.
 */
export function stockholmToUtcIso(date: string, time: string): string | null {
  const day = datePattern.exec(date);
  const clock = timePattern.exec(time);
  if (!day || !clock) return null;
  const wall = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: Number(clock[1]), minute: Number(clock[2]) };
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day || check.getUTCHours() !== wall.hour || check.getUTCMinutes() !== wall.minute) {
    return null;
  }
  const first = asUtc - stockholmOffset(asUtc);
  return new Date(asUtc - stockholmOffset(first)).toISOString();
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The date and time inputs' values for an instant, in Stockholm: { date: "2026-11-28", time: "09:00" }. */
export function stockholmInputs(instant: Date): { date: string; time: string } {
  const wall = wallTimeAt(instant.getTime());
  return { date: `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`, time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}

/** "28 nov. 2026 kl. 09:00": an instant as the clocks in Stockholm show it (the caller says "svensk tid"). */
export function formatStockholmTime(iso: string | Date): string {
  const instant = new Date(iso);
  return `${dateFormat.format(instant)} kl. ${clockFormat.format(instant)}`;
}

/** "14:32": the clock in Stockholm at an instant, for "Utkastet sparades 14:32". */
export function formatStockholmClock(iso: string | Date): string {
  return clockFormat.format(new Date(iso));
}
