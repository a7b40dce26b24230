/*
 * The iCalendar text of a booking (RFC 5545) sent as an invite or its cancellation
 * (RFC 5546 iTIP: METHOD:REQUEST, METHOD:CANCEL), and the staff's calendar feed. Times are
 * written as Stockholm wall time with TZID=Europe/Stockholm and the zone's own VTIMEZONE,
 * so Outlook, Google Calendar and Apple Calendar show the meeting at the time the page
 * showed, on either side of a daylight-saving switch.
 */

export const bookingTimeZone = "Europe/Stockholm";

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable for the booking's whole life, so an update or cancellation replaces the first invite. */
  uid: string;
  /** 0 for the first invite, one more for each change of time (RFC 5545 §3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  cancelled?: boolean;
}

/** The Stockholm zone as RFC 5545 §3.6.5 describes it: CEST from the last Sunday of March, CET from the last Sunday of October. */
const stockholmTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${bookingTimeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const wallParts = new Intl.DateTimeFormat("en-US", {
  timeZone: bookingTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** 20260415T100000: the Stockholm wall time of an instant, for a property with TZID. */
function stockholmDateTime(time: Date): string {
  const part = Object.fromEntries(wallParts.formatToParts(time).map(({ type, value }) => [type, value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/** 20260315T091500Z: a UTC time, for DTSTAMP. */
function utcDateTime(time: Date): string {
  return `${time.toISOString().slice(0, 19).replaceAll(/[-:]/g, "")}Z`;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,").replaceAll(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value such as CN: quoted, with the characters a quoted value cannot hold left out (§3.2). */
function paramValue(text: string): string {
  const printable = [...text].filter((character) => character !== '"' && character.charCodeAt(0) >= 0x20).join("");
  return `"${printable}"`;
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a
 * space, and no UTF-8 character is split between two lines.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

function eventLines(event: CalendarEvent, method: "REQUEST" | "CANCEL" | undefined): string[] {
  const status = event.cancelled || method === "CANCEL" ? "CANCELLED" : "CONFIRMED";
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${bookingTimeZone}:${stockholmDateTime(event.start)}`,
    `DTEND;TZID=${bookingTimeZone}:${stockholmDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${status === "CANCELLED" ? "DECLINED" : "ACCEPTED"};RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

function calendar(head: string[], events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", ...head, "CALSCALE:GREGORIAN", ...stockholmTimeZone, ...events.flat(), "END:VCALENDAR"];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The invite a confirmation or a move carries (METHOD:REQUEST), or the cancellation (METHOD:CANCEL). */
export function calendarInvite(event: CalendarEvent, method: "REQUEST" | "CANCEL", productId: string): string {
  return calendar([`PRODID:${productId}`, `METHOD:${method}`], [eventLines(event, method)]);
}

/** A calendar to subscribe to (the staff's feed): every event, no iTIP method. */
export function calendarFeed(events: readonly CalendarEvent[], productId: string, name: string): string {
  return calendar([`PRODID:${productId}`, `X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${bookingTimeZone}`], events.map((event) => eventLines(event, undefined)));
}
