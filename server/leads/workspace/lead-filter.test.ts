import { describe, expect, it } from "vitest";
import { leadFilterMessages, leadFilterOf } from "./lead-filter.ts";
import { likePattern } from "./lead-records.ts";

describe("the inbox's filter", () => {
  it("reads days as whole days in Stockholm, both included, winter and summer", () => {
    expect(leadFilterOf({ from: "2025-01-15", to: "2025-01-15" })).toEqual({
      filter: { since: new Date("2025-01-14T23:00:00Z"), before: new Date("2025-01-15T23:00:00Z") },
    });
    expect(leadFilterOf({ from: "2025-07-01", to: "2025-07-31" })).toEqual({
      filter: { since: new Date("2025-06-30T22:00:00Z"), before: new Date("2025-07-31T22:00:00Z") },
    });
    // The day the clocks go forward has 23 hours; the last of the year runs into the next.
    expect(leadFilterOf({ to: "2025-03-30" })).toEqual({ filter: { before: new Date("2025-03-30T22:00:00Z") } });
    expect(leadFilterOf({ to: "2025-12-31" })).toEqual({ filter: { before: new Date("2025-12-31T23:00:00Z") } });
  });

  it("names a day that does not exist", () => {
    expect(leadFilterOf({ from: "2025-02-30", to: "2025-13-01" })).toEqual({ invalid: { from: leadFilterMessages.noSuchDay, to: leadFilterMessages.noSuchDay } });
  });

  it("keeps kind, status and text, and drops an empty text", () => {
    expect(leadFilterOf({ kind: "demo", status: "won", q: "Acme" })).toEqual({ filter: { kind: "demo", status: "won", text: "Acme" } });
    expect(leadFilterOf({ q: "" })).toEqual({ filter: {} });
  });

  it("searches for LIKE's wildcards as text", () => {
    expect(likePattern("50%_rabatt\\")).toBe(String.raw`%50\%\_rabatt\\%`);
  });
});
