import { describe, expect, it } from "vitest";
import { maxAttempts, retryDelay, retryDelaysMs } from "./schedule.ts";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

describe("retryDelay", () => {
  it("follows the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the immediate first attempt", () => {
    const waits = Array.from({ length: maxAttempts - 1 }, (_, index) => retryDelay(index + 1, () => 0.5));
    expect(waits).toEqual([5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour, 10 * hour]);
    expect(maxAttempts).toBe(8);
  });

  it("gives up after the eighth attempt", () => {
    expect(retryDelay(maxAttempts, () => 0.5)).toBeUndefined();
  });

  it("spreads each wait by at most 10 % either way", () => {
    for (const [index, base] of retryDelaysMs.entries()) {
      expect(retryDelay(index + 1, () => 0)).toBe(Math.round(base * 0.9));
      expect(retryDelay(index + 1, () => 0.999_999)).toBeLessThanOrEqual(Math.round(base * 1.1));
      expect(retryDelay(index + 1, () => 0.999_999)).toBeGreaterThan(Math.round(base * 1.09));
    }
  });
});
