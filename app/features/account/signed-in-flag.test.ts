import { describe, expect, it } from "vitest";
import { sessionIdleDays } from "../../../server/auth/cleanup.ts";
import { signedInUntil } from "./signed-in-flag.ts";
import { signedInFlagDays } from "../../lib/storage-names.ts";

describe("the signed-in flag", () => {
  it("runs out when the embedded service ends a session nobody has refreshed", () => {
    expect(signedInFlagDays).toBe(sessionIdleDays);
  });

  it("holds a time and nothing else", () => {
    expect(signedInUntil(0)).toBe(String(30 * 24 * 60 * 60 * 1000));
  });
});
