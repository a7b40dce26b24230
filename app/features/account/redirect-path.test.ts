import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { landingPath, loginPathFor, safeRedirectPath } from "./redirect-path.ts";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeRedirectPath("/dashboard/leads/0b6c7f1e-8c1a-4a57-9d53-3f8f0a3c2b11")).toBe("/dashboard/leads/0b6c7f1e-8c1a-4a57-9d53-3f8f0a3c2b11");
    expect(safeRedirectPath("/dashboard/leads?status=new&q=Fj%C3%A4llstugan")).toBe("/dashboard/leads?status=new&q=Fj%C3%A4llstugan");
    expect(safeRedirectPath("/dashboard#konto")).toBe("/dashboard#konto");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it("keeps a query with a lone percent sign, which decodes no further", () => {
    expect(safeRedirectPath("/dashboard/leads?q=50%25")).toBe("/dashboard/leads?q=50%25");
  });

  it("reads the path as a browser would, so dot segments cannot climb out of it", () => {
    expect(safeRedirectPath("/dashboard/../dashboard/mail")).toBe("/dashboard/mail");
  });

  it.each([
    ["nothing", null],
    ["undefined", undefined],
    ["an empty value", ""],
    ["a whole URL", "https://evil.example/"],
    ["a whole URL of this very scheme", "http://localhost/dashboard"],
    ["another scheme", "javascript:alert(1)"],
    ["a data URL", "data:text/html,hej"],
    ["a protocol-relative URL", "//evil.example"],
    ["a protocol-relative URL with a path", "//evil.example/dashboard"],
    ["a backslash after the slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["a backslash further on", "/dashboard\\..\\..\\evil"],
    ["a tab the browser drops", "/\t/evil.example"],
    ["a line break the browser drops", "/\n/evil.example"],
    ["an encoded second slash", "/%2F%2Fevil.example"],
    ["an encoded slash pair", "%2F%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["a twice-encoded second slash", "/%252Fevil.example"],
    ["an ever deeper encoding", "/%2525252Fevil.example"],
    ["a relative path", "dashboard"],
    ["a path too long to be a page", `/${"a".repeat(2001)}`],
  ])("refuses %s", (_what, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("names the page and its query in redirectTo", () => {
    const path = loginPathFor({ pathname: "/dashboard/leads", search: "?status=new&q=Karin" });
    expect(path).toBe("/login?redirectTo=%2Fdashboard%2Fleads%3Fstatus%3Dnew%26q%3DKarin");
    expect(new URL(path, "https://example.com").searchParams.get("redirectTo")).toBe("/dashboard/leads?status=new&q=Karin");
  });

  it("is the plain sign-in page for a location that is no safe path", () => {
    expect(loginPathFor({ pathname: "//evil.example", search: "" })).toBe(paths.login);
  });
});

describe("landingPath", () => {
  it("goes where redirectTo says, staff or not", () => {
    expect(landingPath("?redirectTo=%2Fdashboard%2Fleads%2Fabc", false)).toBe("/dashboard/leads/abc");
    expect(landingPath("?redirectTo=%2Fdashboard", true)).toBe(paths.dashboard);
  });

  it("takes staff to the inbox and customers to /dashboard without a safe redirectTo", () => {
    expect(landingPath("", true)).toBe(paths.staffLeads);
    expect(landingPath("", false)).toBe(paths.dashboard);
    expect(landingPath("?redirectTo=https%3A%2F%2Fevil.example%2F", true)).toBe(paths.staffLeads);
    expect(landingPath("?redirectTo=https%3A%2F%2Fevil.example%2F", false)).toBe(paths.dashboard);
    expect(landingPath("?confirmed=true", false)).toBe(paths.dashboard);
  });
});
