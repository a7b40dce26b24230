import { describe, expect, it } from "vitest";
import { formatStockholmClock, formatStockholmTime, stockholmInputs, stockholmToUtcIso } from "./stockholm-time.ts";

describe("Stockholm time in the content editor", () => {
  it("reads a winter date and time as UTC+1 and a summer one as UTC+2", () => {
    expect(stockholmToUtcIso("2026-11-28", "09:00")).toBe("2026-11-28T08:00:00.000Z");
    expect(stockholmToUtcIso("2026-07-01", "09:00")).toBe("2026-07-01T07:00:00.000Z");
  });

  it("uses the offset of the date typed, on either side of the change to summer time", () => {
    // Clocks go forward at 02:00 on 29 March 2026.
    expect(stockholmToUtcIso("2026-03-29", "01:30")).toBe("2026-03-29T00:30:00.000Z");
    expect(stockholmToUtcIso("2026-03-29", "03:30")).toBe("2026-03-29T01:30:00.000Z");
    // 02:30 does not exist that night: it lands an hour later, as a clock set by hand would.
    expect(stockholmToUtcIso("2026-03-29", "02:30")).toBe("2026-03-29T01:30:00.000Z");
    // Clocks go back at 03:00 on 25 October 2026.
    expect(stockholmToUtcIso("2026-10-25", "04:00")).toBe("2026-10-25T03:00:00.000Z");
  });

  it("refuses a date or time that does not exist", () => {
    expect(stockholmToUtcIso("2026-02-30", "09:00")).toBeNull();
    expect(stockholmToUtcIso("2026-11-28", "24:00")).toBeNull();
    expect(stockholmToUtcIso("", "09:00")).toBeNull();
    expect(stockholmToUtcIso("2026-11-28", "")).toBeNull();
  });

  it("shows an instant as the clocks in Stockholm do", () => {
    expect(formatStockholmTime("2026-11-28T08:00:00Z")).toBe("28 nov. 2026 kl. 09:00");
    expect(formatStockholmTime("2026-07-01T07:05:00Z")).toBe("1 juli 2026 kl. 09:05");
    expect(formatStockholmClock("2026-11-27T13:32:10Z")).toBe("14:32");
  });

  it("fills the inputs with the Stockholm date and time of an instant, back and forth", () => {
    expect(stockholmInputs(new Date("2026-11-27T23:30:00Z"))).toEqual({ date: "2026-11-28", time: "00:30" });
    const { date, time } = stockholmInputs(new Date("2026-06-15T10:45:00Z"));
    expect(stockholmToUtcIso(date, time)).toBe("2026-06-15T10:45:00.000Z");
  });
});
