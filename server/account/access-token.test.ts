import { describe, expect, it } from "vitest";
import { roleOfClaims } from "./access-token.ts";

describe("a hosted project's role claim", () => {
  it("makes staff only of app_metadata.role exactly \"staff\"", () => {
    expect(roleOfClaims({ app_metadata: { role: "staff" } })).toBe("staff");
    for (const payload of [{}, { app_metadata: { role: "Staff" } }, { app_metadata: { role: "admin" } }, { app_metadata: null }, { role: "staff" }, { user_metadata: { role: "staff" } }]) {
      expect(roleOfClaims(payload)).toBe("customer");
    }
  });
});
