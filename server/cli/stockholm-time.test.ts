import { describe, expect, it } from "vitest";
import { formatStockholmTime, parseStockholmDate, stockholmDay } from "./stockholm-time.ts";

describe("Stockholm time", () => {
  it("shows instants on Stockholm's clock, summer and winter", () => {
    expect(formatStockholmTime(new Date("2025-01-15T08:05:09Z"))).toBe("2025-01-15 09:05:09");
    expect(formatStockholmTime(new Date("2025-07-01T22:30:00Z"))).toBe("2025-07-02 00:30:00");
  });

  it("names Stockholm's day, which turns at local midnight in winter and in summer, the same minute asked twice included", () => {
    expect(stockholmDay(new Date("2025-01-14T22:59:59.999Z"))).toBe("2025-01-14");
    expect(stockholmDay(new Date("2025-01-14T23:00:00Z"))).toBe("2025-01-15");
    expect(stockholmDay(new Date("2025-01-14T23:00:59Z"))).toBe("2025-01-15");
    expect(stockholmDay(new Date("2025-06-30T21:59:30Z"))).toBe("2025-06-30");
    expect(stockholmDay(new Date("2025-06-30T21:59:59.999Z"))).toBe("2025-06-30");
    expect(stockholmDay(new Date("2025-06-30T22:00:00Z"))).toBe("2025-07-01");
    expect(stockholmDay(new Date("2025-06-30T21:59:59.999Z"))).toBe("2025-06-30");
  });

  it("reads a date as midnight in Stockholm, whatever the season", () => {
    expect(parseStockholmDate("2025-01-15")).toEqual(new Date("2025-01-14T23:00:00Z"));
    expect(parseStockholmDate("2025-07-01")).toEqual(new Date("2025-06-30T22:00:00Z"));
    // The clocks went forward at 02:00 that night; the day still starts at midnight CET.
    expect(parseStockholmDate("2025-03-30")).toEqual(new Date("2025-03-29T23:00:00Z"));
  });

  it("reads a time of day as Stockholm time unless it names its zone", () => {
    expect(parseStockholmDate("2025-07-01T09:30")).toEqual(new Date("2025-07-01T07:30:00Z"));
    expect(parseStockholmDate("2025-07-01 09:30:15")).toEqual(new Date("2025-07-01T07:30:15Z"));
    expect(parseStockholmDate("2025-07-01T09:30:00Z")).toEqual(new Date("2025-07-01T09:30:00Z"));
    expect(parseStockholmDate("2025-07-01T09:30:00+05:30")).toEqual(new Date("2025-07-01T04:00:00Z"));
    expect(parseStockholmDate("2025-07-01T09:30:00-0100")).toEqual(new Date("2025-07-01T10:30:00Z"));
  });

  it("refuses dates that do not exist and text that is no date", () => {
    for (const text of ["2025-02-29", "2025-13-01", "2025-01-01T24:00", "15/1 2025", "2025-1-5", ""]) {
      expect(parseStockholmDate(text)).toBeNull();
    }
  });
});
