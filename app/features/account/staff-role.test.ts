import { describe, expect, it } from "vitest";
import { isStaff } from "./staff-role.ts";

describe("isStaff", () => {
  it("is true only for the staff role in app_metadata", () => {
    expect(isStaff({ app_metadata: { provider: "email", role: "staff" } })).toBe(true);
    expect(isStaff({ app_metadata: { provider: "email", role: "customer" } })).toBe(false);
    expect(isStaff({ app_metadata: { provider: "email" } })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});
