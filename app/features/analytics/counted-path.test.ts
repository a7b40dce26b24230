import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { isCountedPath } from "./counted-path.ts";

describe("isCountedPath", () => {
  it("counts the public pages, the sign-in pages among them", () => {
    for (const path of [paths.home, paths.services, paths.contact, paths.login, "/dashboards-guide"]) expect(isCountedPath(path), path).toBe(true);
  });

  it("leaves out the signed-in area: the customer's dashboard and the staff workspace", () => {
    for (const path of [paths.dashboard, paths.staffLeads, paths.staffMail, paths.staffAnalytics, `${paths.staffLeads}/7fa6bde4-a8f9-4f0f-b201-ecfb313fe304`]) {
      expect(isCountedPath(path), path).toBe(false);
    }
  });
});
