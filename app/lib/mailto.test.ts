import { describe, expect, it } from "vitest";
import { mailtoUrl } from "./mailto.ts";

function parse(url: string) {
  const [address, query = ""] = url.replace(/^mailto:/, "").split("?");
  const params = Object.fromEntries(query.split("&").map((pair) => pair.split("=") as [string, string]));
  return {
    address,
    subject: decodeURIComponent(params.subject ?? ""),
    body: decodeURIComponent(params.body ?? ""),
    rawSubject: params.subject ?? "",
    rawBody: params.body ?? "",
  };
}

describe("mailtoUrl (RFC 6068)", () => {
  it("addresses the mail and percent-encodes subject and body", () => {
    const url = mailtoUrl("kontakt@example.com", { subject: "Hej & välkommen?", body: "Rad ett\nRad två = 2" });
    const parsed = parse(url);
    expect(parsed.address).toBe("kontakt@example.com");
    expect(parsed.subject).toBe("Hej & välkommen?");
    expect(parsed.body).toBe("Rad ett\r\nRad två = 2");
  });

  it("writes spaces as %20 and line breaks as CRLF, never '+' or a bare LF", () => {
    const { rawSubject, rawBody } = parse(mailtoUrl("a@example.com", { subject: "a b+c", body: "x\ny" }));
    expect(rawSubject).toBe("a%20b%2Bc");
    expect(rawBody).toBe("x%0D%0Ay");
  });
});

describe("mailtoUrl without a body", () => {
  it("carries only the subject, percent-encoded with spaces as %20", () => {
    expect(mailtoUrl("kontakt@example.com", { subject: "Demoförfrågan för oss" })).toBe(
      "mailto:kontakt@example.com?subject=Demof%C3%B6rfr%C3%A5gan%20f%C3%B6r%20oss",
    );
  });
});
