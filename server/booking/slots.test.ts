import { describe, expect, it } from "vitest";
import { parseStockholmDate } from "../cli/stockholm-time.ts";
import { type Availability, defaultAvailability, freeSlots, isFreeSlot, type SlotQuery } from "./slots.ts";

const at = (text: string) => {
  const time = parseStockholmDate(text);
  if (!time) throw new Error(`not a time: ${text}`);
  return time;
};

/** Mondays to Fridays 09:00–17:00, no buffer or notice, a long horizon and no cap: each test sets what it checks. */
const plain: Availability = { ...defaultAvailability, bufferMinutes: 0, minimumNoticeMinutes: 0, horizonDays: 400, dailyCap: 100 };

const query = (overrides: Partial<SlotQuery>): SlotQuery => ({
  availability: plain,
  durationMinutes: 30,
  from: "2026-01-01",
  days: 1,
  now: at("2026-01-01 00:00"),
  busy: [],
  ...overrides,
});

const times = (slots: ReturnType<typeof freeSlots>) => slots.map((slot) => `${slot.date} ${slot.time}`);

describe("free slots", () => {
  it("cuts Monday to Friday 09:00–17:00 into meetings, none at the weekend", () => {
    const slots = freeSlots(query({ from: "2026-11-27", days: 3, now: at("2026-11-20 12:00") }));
    expect(slots).toHaveLength(16);
    expect(times(slots)[0]).toBe("2026-11-27 09:00");
    expect(times(slots).at(-1)).toBe("2026-11-27 16:30");
    expect(slots[0]!.start.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(slots[0]!.end.toISOString()).toBe("2026-11-27T08:30:00.000Z");
  });

  it("keeps 09:00 Stockholm time on both sides of the switch to summer time (last Sunday of March)", () => {
    const slots = freeSlots(query({ from: "2026-03-27", days: 4, now: at("2026-03-20 12:00") }));
    const nine = slots.filter((slot) => slot.time === "09:00");
    expect(nine.map((slot) => [slot.date, slot.start.toISOString()])).toEqual([
      ["2026-03-27", "2026-03-27T08:00:00.000Z"],
      ["2026-03-30", "2026-03-30T07:00:00.000Z"],
    ]);
  });

  it("keeps 09:00 Stockholm time on both sides of the switch back (last Sunday of October)", () => {
    const slots = freeSlots(query({ from: "2026-10-23", days: 4, now: at("2026-10-01 12:00") }));
    const nine = slots.filter((slot) => slot.time === "09:00");
    expect(nine.map((slot) => [slot.date, slot.start.toISOString()])).toEqual([
      ["2026-10-23", "2026-10-23T07:00:00.000Z"],
      ["2026-10-26", "2026-10-26T08:00:00.000Z"],
    ]);
  });

  it("skips the hour the clocks jump over and keeps every meeting 30 real minutes on the night of the switch", () => {
    const night: Availability = { ...plain, exceptions: { "2026-03-29": [{ start: 60, end: 4 * 60 }] } };
    const slots = freeSlots(query({ availability: night, from: "2026-03-29", now: at("2026-03-20 12:00") }));
    expect(times(slots)).toEqual(["2026-03-29 01:00", "2026-03-29 01:30", "2026-03-29 03:00", "2026-03-29 03:30"]);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
  });

  it.each([
    ["2026-06-19", "midsommarafton"],
    ["2026-12-24", "julafton"],
    ["2027-01-06", "trettondedag jul"],
  ])("offers nothing on %s (%s), a weekday, and the next working day as usual", (date) => {
    const slots = freeSlots(query({ from: date, days: 1, now: at("2026-06-01 12:00") }));
    expect(slots).toEqual([]);
    const weekdayBefore = freeSlots(query({ from: "2026-06-18", now: at("2026-06-01 12:00") }));
    expect(weekdayBefore).toHaveLength(16);
  });

  it("opens a holiday that staff gave hours as an exception, and closes a working day they emptied", () => {
    const availability: Availability = { ...plain, exceptions: { "2026-06-19": [{ start: 10 * 60, end: 11 * 60 }], "2026-06-18": [] } };
    expect(times(freeSlots(query({ availability, from: "2026-06-18", days: 2, now: at("2026-06-01 12:00") })))).toEqual([
      "2026-06-19 10:00",
      "2026-06-19 10:30",
    ]);
  });

  it("offers nothing sooner than the minimum notice", () => {
    const availability = { ...plain, minimumNoticeMinutes: 4 * 60 };
    const slots = freeSlots(query({ availability, from: "2026-11-27", now: at("2026-11-27 08:10") }));
    expect(times(slots)[0]).toBe("2026-11-27 12:30");
  });

  it("offers nothing beyond the horizon nor before today", () => {
    const availability = { ...plain, horizonDays: 3 };
    const slots = freeSlots(query({ availability, from: "2026-11-20", days: 10, now: at("2026-11-23 06:00") }));
    expect([...new Set(slots.map((slot) => slot.date))]).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
  });

  it("keeps the buffer free around a booked meeting and spaces the grid by meeting and buffer", () => {
    const availability = { ...plain, bufferMinutes: 15 };
    const busy = [{ start: at("2026-11-27 10:30"), end: at("2026-11-27 11:00"), booking: true }];
    const slots = freeSlots(query({ availability, from: "2026-11-27", now: at("2026-11-20 12:00"), busy }));
    expect(times(slots).slice(0, 4)).toEqual(["2026-11-27 09:00", "2026-11-27 09:45", "2026-11-27 11:15", "2026-11-27 12:00"]);
  });

  it("leaves out a day once it has the daily cap of bookings, but not for busy times from a calendar", () => {
    const availability = { ...plain, dailyCap: 2 };
    const booked = (time: string) => ({ start: at(`2026-11-27 ${time}`), end: new Date(at(`2026-11-27 ${time}`).getTime() + 30 * 60_000), booking: true });
    const base = query({ availability, from: "2026-11-27", now: at("2026-11-20 12:00") });
    expect(freeSlots({ ...base, busy: [booked("09:00")] })).toHaveLength(15);
    expect(freeSlots({ ...base, busy: [booked("09:00"), booked("13:00")] })).toEqual([]);
    expect(freeSlots({ ...base, busy: [{ ...booked("09:00"), booking: false }, { ...booked("13:00"), booking: false }] })).toHaveLength(14);
  });

  it("tells whether a start time is free, as a booking is checked", () => {
    const base = { availability: plain, durationMinutes: 30, now: at("2026-11-20 12:00"), busy: [] };
    expect(isFreeSlot(base, at("2026-11-27 09:30"))).toBe(true);
    expect(isFreeSlot(base, at("2026-11-27 09:10"))).toBe(false);
    expect(isFreeSlot(base, at("2026-11-28 09:30"))).toBe(false);
  });
});
