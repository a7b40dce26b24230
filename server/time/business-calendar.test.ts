import { describe, expect, it } from "vitest";
import { parseStockholmDate } from "../cli/stockholm-time.ts";
import {
  addWorkingTime,
  defaultOpeningHours,
  endOfNextWorkingDay,
  parseOpeningHours,
  subtractWorkingTime,
  workingDayMs,
  workingTimeBetween,
} from "./business-calendar.ts";
import { swedishHolidayOn } from "./swedish-holidays.ts";

/** A Stockholm wall time, e.g. "2026-11-27 16:30". */
const at = (text: string) => {
  const time = parseStockholmDate(text);
  if (!time) throw new Error(`not a time: ${text}`);
  return time;
};
const hour = 3_600_000;
const day = workingDayMs(defaultOpeningHours);

describe("Swedish closed days", () => {
  it.each([
    ["2026-06-19", "midsommarafton"],
    ["2026-12-24", "julafton"],
    ["2027-01-06", "trettondedag jul"],
    ["2026-05-14", "Kristi himmelsfärdsdag"],
    ["2026-12-31", "nyårsafton"],
  ])("closes %s (%s)", (date, name) => {
    expect(swedishHolidayOn(date)).toBe(name);
  });

  it("keeps observances and ordinary days open", () => {
    expect(swedishHolidayOn("2026-12-13")).toBeUndefined(); // Luciadagen
    expect(swedishHolidayOn("2026-11-27")).toBeUndefined();
  });
});

describe("working time", () => {
  it("carries a Friday afternoon over the weekend to Monday", () => {
    expect(addWorkingTime(at("2026-11-27 16:30"), day)).toEqual(at("2026-11-30 16:30"));
    expect(endOfNextWorkingDay(at("2026-11-27 16:30"))).toEqual(at("2026-11-30 17:00"));
  });

  it("starts counting at the next opening for a lead that arrives at night or on a weekend", () => {
    expect(addWorkingTime(at("2026-11-25 22:10"), 2 * hour)).toEqual(at("2026-11-26 11:00"));
    expect(addWorkingTime(at("2026-11-28 10:00"), 0)).toEqual(at("2026-11-30 09:00"));
  });

  it("skips the public holiday after the day a lead arrives", () => {
    // Kristi himmelsfärdsdag is Thursday 14 May 2026.
    expect(addWorkingTime(at("2026-05-13 15:00"), day)).toEqual(at("2026-05-15 15:00"));
    expect(endOfNextWorkingDay(at("2026-05-13 15:00"))).toEqual(at("2026-05-15 17:00"));
    // Midsommarafton and midsommardagen, then Sunday.
    expect(addWorkingTime(at("2026-06-18 12:00"), day)).toEqual(at("2026-06-22 12:00"));
    // Julafton to annandag jul.
    expect(addWorkingTime(at("2026-12-23 10:00"), day)).toEqual(at("2026-12-28 10:00"));
  });

  it("keeps Stockholm wall time across the spring switch to summer time", () => {
    // Clocks go forward on Sunday 29 March 2026: 16:30 is 15:30 UTC on Friday and 14:30 UTC on Monday.
    const due = addWorkingTime(at("2026-03-27 16:30"), day);
    expect(due).toEqual(at("2026-03-30 16:30"));
    expect(due.toISOString()).toBe("2026-03-30T14:30:00.000Z");
  });

  it("keeps Stockholm wall time across the autumn switch back", () => {
    // Clocks go back on Sunday 25 October 2026.
    const due = addWorkingTime(at("2026-10-23 16:30"), day);
    expect(due.toISOString()).toBe("2026-10-26T15:30:00.000Z");
    expect(workingTimeBetween(at("2026-10-23 16:30"), due)).toBe(day);
  });

  it("counts the switch night as it is when the business works around the clock", () => {
    const always = { weekdays: [1, 2, 3, 4, 5, 6, 7], opensAt: 0, closesAt: 24 * 60 };
    // The night of 29 March 2026 has 23 hours: 24 working hours from Saturday noon end at Sunday 13:00.
    expect(addWorkingTime(at("2026-03-28 12:00"), 24 * hour, always)).toEqual(at("2026-03-29 13:00"));
    // The night of 25 October has 25.
    expect(addWorkingTime(at("2026-10-24 12:00"), 24 * hour, always)).toEqual(at("2026-10-25 11:00"));
  });

  it("finds the warning time that many working hours before a deadline", () => {
    expect(subtractWorkingTime(at("2026-11-30 10:00"), 2 * hour)).toEqual(at("2026-11-27 16:00"));
    expect(subtractWorkingTime(at("2026-11-30 16:30"), 2 * hour)).toEqual(at("2026-11-30 14:30"));
  });

  it("measures working time between two instants", () => {
    expect(workingTimeBetween(at("2026-11-27 16:00"), at("2026-11-30 10:00"))).toBe(2 * hour);
    expect(workingTimeBetween(at("2026-11-30 10:00"), at("2026-11-27 16:00"))).toBe(0);
  });
});

describe("parseOpeningHours", () => {
  it("reads hours on Monday to Friday", () => {
    expect(parseOpeningHours("08:30-16:00")).toEqual({ weekdays: [1, 2, 3, 4, 5], opensAt: 510, closesAt: 960 });
    expect(parseOpeningHours("00:00-24:00")?.closesAt).toBe(1440);
  });

  it.each(["17:00-09:00", "9-17", "09:60-17:00", "09:00-25:00", ""])("refuses %j", (text) => {
    expect(parseOpeningHours(text)).toBeNull();
  });
});
