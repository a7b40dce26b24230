import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import type { Log } from "../db/log.ts";
import { testDataServices } from "../testing/data-services.ts";
import { slotsFor } from "./booking-service.ts";
import { parseBusyTimes, startBusyCalendar } from "./busy-calendar.ts";

const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A calendar as Outlook and Google publish one: folded lines, three kinds of time, a free and a cancelled event. */
const calendar = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:utc@example.com",
  "DTSTART:20270302T080000Z",
  "DTEND:20270302T090000Z",
  "SUMMARY:Kundmöte i UTC med en lång rad som fortsätter på nästa rad efter att ha v",
  " ikts",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:zone@example.com",
  "DTSTART;TZID=Europe/Stockholm:20270302T130000",
  "DTEND;TZID=Europe/Stockholm:20270302T140000",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:allday@example.com",
  "DTSTART;VALUE=DATE:20270304",
  "DTEND;VALUE=DATE:20270305",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@example.com",
  "DTSTART:20270303T080000Z",
  "DTEND:20270303T090000Z",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:cancelled@example.com",
  "DTSTART:20270303T100000Z",
  "DTEND:20270303T110000Z",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

describe("busy times from an iCalendar URL", () => {
  it("reads UTC, TZID and all-day events, and leaves out free and cancelled ones", () => {
    expect(parseBusyTimes(calendar).map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
      ["2027-03-02T08:00:00.000Z", "2027-03-02T09:00:00.000Z"],
      ["2027-03-02T12:00:00.000Z", "2027-03-02T13:00:00.000Z"],
      ["2027-03-03T23:00:00.000Z", "2027-03-04T23:00:00.000Z"],
    ]);
  });
});

describe.each(testEngines())("the booking page with a busy calendar on $name", (engine) => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/calendar" }).end(calendar));
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kalender.ics`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it("offers no slot that the fetched calendar has taken", async () => {
    const busy = startBusyCalendar({ url, log: silentLog });
    await busy.ready;
    const data = { ...testDataServices(await engine.shared()), bookingBusy: busy };
    const times = async (date: string) => (await slotsFor(data, { type: "analys", from: date, days: 1 }, at("2027-02-26 08:00"))).slots.map((slot) => slot.time);
    const tuesday = await times("2027-03-02");
    // 09:00–10:00 and 13:00–14:00 Stockholm time are taken, with 15 minutes' buffer around them.
    expect(tuesday).not.toContain("09:00");
    expect(tuesday).not.toContain("13:30");
    expect(tuesday).toContain("10:30");
    expect(tuesday).toContain("14:15");
    expect(await times("2027-03-03")).toHaveLength(11);
    expect(await times("2027-03-04")).toEqual([]);
    await busy.stop();
  });
});
