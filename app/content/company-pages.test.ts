import { describe, expect, it } from "vitest";
import { demoPage, mailtoHref } from "./company-pages.ts";
import { site } from "./site.ts";

describe("mailtoHref", () => {
  it("addresses the company and percent-encodes the subject, spaces as %20", () => {
    expect(mailtoHref("Demoförfrågan för oss")).toBe(`mailto:${site.email}?subject=Demof%C3%B6rfr%C3%A5gan%20f%C3%B6r%20oss`);
  });

  it("writes the body's line breaks as CRLF", () => {
    const href = mailtoHref(demoPage.request.subject, "Hej!\n\nFöretag:");
    expect(href).toContain("&body=Hej!%0D%0A%0D%0AF%C3%B6retag%3A");
  });
});
