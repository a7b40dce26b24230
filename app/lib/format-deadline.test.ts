import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format-deadline.ts";

describe("formatDeadline", () => {
  it("names the day and the time in Swedish time, summer and winter", () => {
    expect(formatDeadline("2026-11-30T15:30:00Z")).toBe("måndag 30 november kl. 16:30");
    expect(formatDeadline("2026-07-01T06:05:00Z")).toBe("onsdag 1 juli kl. 08:05");
  });

  it("gives the Swedish day, which may be the next one in UTC terms", () => {
    expect(formatDeadline("2026-12-31T23:30:00Z")).toBe("fredag 1 januari kl. 00:30");
  });
});
