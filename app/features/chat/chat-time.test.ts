import { describe, expect, it } from "vitest";
import { formatChatTime } from "./chat-time.ts";

describe("formatChatTime", () => {
  it("writes hours and minutes with two digits each, as hh:mm", () => {
    expect(formatChatTime(Date.UTC(2026, 10, 22, 8, 5), "Europe/Stockholm")).toBe("09:05");
    expect(formatChatTime(Date.UTC(2026, 10, 22, 13, 45), "Europe/Stockholm")).toBe("14:45");
  });

  it("writes midnight as 00, not 24", () => {
    expect(formatChatTime(Date.UTC(2026, 10, 22, 23, 0), "Europe/Stockholm")).toBe("00:00");
  });

  it("follows summer time", () => {
    expect(formatChatTime(Date.UTC(2026, 6, 1, 12, 30), "Europe/Stockholm")).toBe("14:30");
  });
});
