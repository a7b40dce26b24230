import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { parseStockholmDate } from "../cli/stockholm-time.ts";
import { type CalendarEvent, calendarFeed, calendarInvite, foldLine } from "./ics.ts";

const at = (text: string) => parseStockholmDate(text)!;
const productId = "-//Nordsvar//Bokning//SV";

/** A booking made on 20 March (winter time) for 15 April (summer time). */
const event: CalendarEvent = {
  uid: "3f1d2c4e-0000-4000-8000-000000000001@example.com",
  sequence: 0,
  start: at("2026-04-15 10:00"),
  end: at("2026-04-15 10:30"),
  summary: "Gratis AI-analys, 30 min",
  description: "Vi går igenom era kundflöden; ni får förslag, kostnader och nästa steg.\nAvboka: https://example.com/boka/avboka?t=abc",
  organizer: { name: "Nordsvar", email: "hej@example.com" },
  attendee: { name: "Åsa Öberg, \"Kafé\"", email: "asa@example.org" },
  stamp: at("2026-03-20 14:12"),
};

/** The event as a calendar program reads it: ical.js with the invite's own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const component = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, component, event: new ICAL.Event(component) };
}

describe("the booking's invite", () => {
  it("opens at the Stockholm time the page showed, in summer time though it was booked in winter time", () => {
    const text = calendarInvite(event, "REQUEST", productId);
    const parsed = parse(text);
    expect(parsed.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe("2026-04-15T08:00:00.000Z");
    expect(parsed.event.endDate.toJSDate().toISOString()).toBe("2026-04-15T08:30:00.000Z");
    expect(parsed.event.startDate.zone?.tzid).toBe("Europe/Stockholm");
    expect(text).toContain("DTSTART;TZID=Europe/Stockholm:20260415T100000\r\n");
    expect(parsed.event.uid).toBe(event.uid);
    expect(parsed.event.sequence).toBe(0);
    expect(parsed.event.summary).toBe(event.summary);
    expect(parsed.event.description).toBe(event.description);
    expect(parsed.event.organizer).toBe("mailto:hej@example.com");
    const attendee = parsed.event.attendees[0]!;
    expect(attendee.getFirstValue()).toBe("mailto:asa@example.org");
    expect(attendee.getParameter("cn")).toBe("Åsa Öberg, Kafé");
    expect(parsed.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-03-20T13:12:00Z");
  });

  it("a winter meeting opens at its winter time", () => {
    const parsed = parse(calendarInvite({ ...event, start: at("2026-03-27 09:00"), end: at("2026-03-27 09:30") }, "REQUEST", productId));
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe("2026-03-27T08:00:00.000Z");
  });

  it("cancels the same event with a higher sequence", () => {
    const parsed = parse(calendarInvite({ ...event, sequence: 2 }, "CANCEL", productId));
    expect(parsed.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(parsed.event.uid).toBe(event.uid);
    expect(parsed.event.sequence).toBe(2);
    expect(parsed.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("ends every line with CRLF and folds none longer than 75 octets, keeping characters whole", () => {
    const text = calendarInvite({ ...event, description: "Å".repeat(200) }, "REQUEST", productId);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\n");
      expect(line).not.toContain("\uFFFD");
    }
    expect(parse(text).event.description).toBe("Å".repeat(200));
  });

  it("folds at 75 octets with a leading space on each continuation", () => {
    const folded = foldLine(`DESCRIPTION:${"a".repeat(100)}`).split("\r\n");
    expect(folded.map((line) => line.length)).toEqual([75, 38]);
    expect(folded[1]!.startsWith(" ")).toBe(true);
  });
});

describe("the staff's calendar feed", () => {
  it("lists every booking at its Stockholm time, without an iTIP method", () => {
    const second = { ...event, uid: "second@example.com", start: at("2026-11-02 13:00"), end: at("2026-11-02 13:30") };
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed([event, second], productId, "Bokningar")));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const starts = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component).startDate.toJSDate().toISOString());
    expect(starts).toEqual(["2026-04-15T08:00:00.000Z", "2026-11-02T12:00:00.000Z"]);
  });
});
