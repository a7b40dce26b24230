import { describe, expect, it } from "vitest";
import { popupTiming } from "./popup-timing.ts";

describe("popupTiming", () => {
  it("keeps SPEC §9's 6000 ms and 300 px unless a test shortens them", () => {
    expect(popupTiming(undefined)).toEqual({ delayMs: 6000, scrollThresholdPx: 300 });
  });

  it("takes either value from the test hook and keeps the other", () => {
    expect(popupTiming({ delayMs: 250 })).toEqual({ delayMs: 250, scrollThresholdPx: 300 });
    expect(popupTiming({ scrollThresholdPx: 40 })).toEqual({ delayMs: 6000, scrollThresholdPx: 40 });
  });

  it("ignores values that could not be a delay or a distance", () => {
    expect(popupTiming({ delayMs: -1, scrollThresholdPx: Number.NaN })).toEqual({ delayMs: 6000, scrollThresholdPx: 300 });
    expect(popupTiming({ delayMs: "500" })).toEqual({ delayMs: 6000, scrollThresholdPx: 300 });
    expect(popupTiming("fast")).toEqual({ delayMs: 6000, scrollThresholdPx: 300 });
  });
});
