import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./page-location.ts";

describe("isCurrentPath", () => {
  it("marks a link to the page itself and to the section a page lies in, as NavLink does", () => {
    expect(isCurrentPath("/tjanster", "/tjanster")).toBe(true);
    expect(isCurrentPath("/tjanster/", "/tjanster")).toBe(true);
    expect(isCurrentPath("/case-studies/techcorp", "/case-studies")).toBe(true);
  });

  it("marks the home link on the home page only, and never a page whose name merely begins alike", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/about", "/")).toBe(false);
    expect(isCurrentPath("/tjanster-paket", "/tjanster")).toBe(false);
  });
});
