import { describe, expect, it } from "vitest";
import { analyticsMaxRangeDays, analyticsSummaryQuerySchema } from "../../../contracts/analytics.ts";
import { conversionRate, formatCount, formatRate, formatVital, isValidRange, presetRange, rangeFromSearch, vitalRating } from "./analytics-figures.ts";

describe("the statistics page's figures", () => {
  it("rates a vital by Google's thresholds: good up to and including the limit, poor above the other", () => {
    expect(vitalRating("LCP", 2500)).toBe("good");
    expect(vitalRating("LCP", 2501)).toBe("needs-improvement");
    expect(vitalRating("LCP", 4000)).toBe("needs-improvement");
    expect(vitalRating("LCP", 4001)).toBe("poor");
    expect(vitalRating("INP", 200)).toBe("good");
    expect(vitalRating("INP", 501)).toBe("poor");
    expect(vitalRating("CLS", 0.1)).toBe("good");
    expect(vitalRating("CLS", 0.2)).toBe("needs-improvement");
    expect(vitalRating("CLS", 0.26)).toBe("poor");
    expect(vitalRating("FCP", 1800)).toBe("good");
    expect(vitalRating("FCP", 3001)).toBe("poor");
    expect(vitalRating("TTFB", 800)).toBe("good");
    expect(vitalRating("TTFB", 1000)).toBe("needs-improvement");
    expect(vitalRating("TTFB", 1801)).toBe("poor");
  });

  it("gives the conversion rate as leads per visitor, and none without visitors", () => {
    expect(conversionRate(1, 4)).toBe(0.25);
    expect(conversionRate(0, 0)).toBeNull();
    expect(formatRate(0.125)).toBe("12,5\u00a0%");
    expect(formatRate(null)).toBe("–");
  });

  it("formats numbers the Swedish way", () => {
    expect(formatCount(12345)).toBe("12\u00a0345");
    expect(formatVital("LCP", 2500)).toBe("2\u00a0500 ms");
    expect(formatVital("CLS", 0.125)).toBe("0,125");
  });

  it("counts a preset's days back from today, today included, across a month", () => {
    expect(presetRange("7", "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(presetRange("30", "2026-03-30")).toEqual({ from: "2026-03-01", to: "2026-03-30" });
  });

  it("reads the range from the URL in Swedish time: a preset, a custom range or the last 30 days", () => {
    // 23:30 UTC on March 3 is already March 4 in Stockholm.
    const lateEvening = new Date("2026-03-03T23:30:00Z");
    expect(rangeFromSearch(new URLSearchParams(), lateEvening)).toEqual({ from: "2026-02-03", to: "2026-03-04", preset: "30", valid: true });
    expect(rangeFromSearch(new URLSearchParams("days=7"), lateEvening)).toEqual({ from: "2026-02-26", to: "2026-03-04", preset: "7", valid: true });
    expect(rangeFromSearch(new URLSearchParams("days=8"), lateEvening)).toMatchObject({ preset: "30" });
    expect(rangeFromSearch(new URLSearchParams("from=2026-01-01&to=2026-01-31"), lateEvening)).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      preset: null,
      valid: true,
    });
    expect(rangeFromSearch(new URLSearchParams("from=2026-02-01&to=2026-01-31"), lateEvening)).toMatchObject({ valid: false });
    expect(rangeFromSearch(new URLSearchParams("from=2026-02-30&to=2026-03-01"), lateEvening)).toMatchObject({ valid: false });
    expect(rangeFromSearch(new URLSearchParams("from=2026-01-01"), lateEvening)).toMatchObject({ valid: false });
  });

  it("accepts the ranges the API accepts, and no other", () => {
    const longest = new Date(Date.parse("2024-01-01T00:00:00Z") + (analyticsMaxRangeDays - 1) * 86_400_000).toISOString().slice(0, 10);
    const tooLong = new Date(Date.parse("2024-01-01T00:00:00Z") + analyticsMaxRangeDays * 86_400_000).toISOString().slice(0, 10);
    for (const [from, to] of [
      ["2026-03-01", "2026-03-01"],
      ["2026-03-02", "2026-03-01"],
      ["2026-02-29", "2026-03-01"],
      ["2024-02-29", "2024-03-01"],
      ["2026-3-1", "2026-03-02"],
      ["", "2026-03-02"],
      ["2024-01-01", longest],
      ["2024-01-01", tooLong],
    ] as const) {
      expect(isValidRange(from, to), `${from}–${to}`).toBe(analyticsSummaryQuerySchema.safeParse({ from, to }).success);
    }
  });
});
