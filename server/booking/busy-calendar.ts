import type { Log } from "../db/log.ts";
import { startMinuteJob } from "../jobs/minute-job.ts";
import type { BusyTime } from "./slots.ts";

/*
 * Busy times from an iCalendar URL (BOOKING_BUSY_ICS_URL): a staff member's own calendar,
 * published from Outlook or Google, whose meetings the booking page then does not offer.
 * Fetched every few minutes by each instance and kept in memory; the last good copy stays
 * in use while the URL fails. Events with a time in UTC, a TZID or none (read as Stockholm
 * time) and all-day events block their time; cancelled and free (TRANSP:TRANSPARENT) ones
 * do not. Recurring events (RRULE) block their first occurrence only.
 */

/** RFC 5545 §3.1: a line that starts with a space or a tab continues the one before. */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function property(line: string): Property | undefined {
  const colon = line.indexOf(":");
  if (colon < 0) return undefined;
  const [name = "", ...params] = line.slice(0, colon).split(";");
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => param.split("=") as [string, string]).map(([key, value]) => [key.toUpperCase(), (value ?? "").replace(/^"|"$/g, "")])),
    value: line.slice(colon + 1).trim(),
  };
}

/** How far a zone's clock is ahead of UTC at an instant, by the platform's time-zone data. */
function offsetIn(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(instant);
  const field = Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
  return Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!) - Math.floor(instant / 1000) * 1000;
}

function knownZone(timeZone: string | undefined): string {
  if (!timeZone) return "Europe/Stockholm";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    // A name the platform does not know (Outlook's "W. Europe Standard Time"): the business's own zone.
    return "Europe/Stockholm";
  }
}

/** A DATE-TIME or DATE value as an instant; undefined for anything else. */
function instantOf(prop: Property): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(prop.value);
  if (!match) return undefined;
  const [, year, month, day, hour = "0", minute = "0", second = "0", utc] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (utc) return asUtc;
  const zone = knownZone(prop.params.TZID);
  const first = asUtc - offsetIn(zone, asUtc);
  return asUtc - offsetIn(zone, first);
}

/** The busy times an iCalendar text's events name. */
export function parseBusyTimes(text: string): BusyTime[] {
  const busy: BusyTime[] = [];
  let event: Property[] | undefined;
  for (const line of unfold(text)) {
    if (/^BEGIN:VEVENT$/i.test(line)) event = [];
    else if (/^END:VEVENT$/i.test(line)) {
      const find = (name: string) => event?.find((prop) => prop.name === name);
      const start = find("DTSTART");
      const startsAt = start && instantOf(start);
      const free = find("TRANSP")?.value.toUpperCase() === "TRANSPARENT" || find("STATUS")?.value.toUpperCase() === "CANCELLED";
      if (startsAt !== undefined && !free) {
        const end = find("DTEND");
        const allDay = start!.params.VALUE === "DATE" || /^\d{8}$/.test(start!.value);
        const endsAt = (end && instantOf(end)) ?? startsAt + (allDay ? 86_400_000 : 0);
        if (endsAt > startsAt) busy.push({ start: new Date(startsAt), end: new Date(endsAt), booking: false });
      }
      event = undefined;
    } else if (event) {
      const prop = property(line);
      if (prop) event.push(prop);
    }
  }
  return busy;
}

export interface BusyCalendar {
  /** The busy times of the last copy fetched; none before the first. */
  busy(): readonly BusyTime[];
  stop(): Promise<void>;
}

/** Fetches the calendar now and then every `intervalMs` (5 minutes), each fetch allowed 10 seconds. */
export function startBusyCalendar({ url, log, intervalMs = 5 * 60_000 }: { url: string; log: Log; intervalMs?: number }): BusyCalendar & { ready: Promise<void> } {
  let busy: readonly BusyTime[] = [];
  const fetchOnce = async () => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { Accept: "text/calendar" } });
    if (!answer.ok) throw new Error(`The busy calendar answered ${answer.status}`);
    busy = parseBusyTimes(await answer.text());
    return undefined;
  };
  const ready = fetchOnce().catch((error: unknown) => log.error({ err: error }, "Busy calendar: the first fetch failed; trying again shortly"));
  const job = startMinuteJob("Busy calendar", fetchOnce, { log, intervalMs });
  return { busy: () => busy, stop: () => job.stop(), ready };
}
