import { describe, expect, it } from "vitest";
import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "../content/quote-form.ts";
import { mailtoUrl, quoteRequestEmail, quoteRequestMailto } from "./mailto.ts";
import type { QuoteRequest } from "./validation/quote-form.ts";

const { labels, mail } = quoteFormCopy;

const request: QuoteRequest = {
  companyName: "Fjällstugan & Co AB",
  contactPerson: "Karin Berg",
  email: "karin@example.com",
  industry: "hotel",
  services: ["voice-agent", "ai-suite"],
  message: "Vi får cirka 400 samtal i veckan.\nKan ni hjälpa oss?",
};

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

describe("quoteRequestEmail", () => {
  it("names the company in the subject", () => {
    expect(quoteRequestEmail(request).subject).toBe(mail.subject("Fjällstugan & Co AB"));
    expect(mail.subject("Fjällstugan & Co AB")).toContain("Fjällstugan & Co AB");
  });

  it("lists every answer with the form's labels, industry and services by name", () => {
    const { body } = quoteRequestEmail(request);
    expect(body).toContain(`${labels.companyName}: Fjällstugan & Co AB`);
    expect(body).toContain(`${labels.contactPerson}: Karin Berg`);
    expect(body).toContain(`${labels.email}: karin@example.com`);
    expect(body).toContain(`${labels.industry}: ${quoteIndustryLabels.hotel}`);
    expect(body).toContain(`${labels.services}: ${quoteServiceLabels["voice-agent"]}, ${quoteServiceLabels["ai-suite"]}`);
    expect(body).toContain(`${labels.message}:\nVi får cirka 400 samtal i veckan.\nKan ni hjälpa oss?`);
  });

  it("leaves out the optional lines that were not answered", () => {
    const { body } = quoteRequestEmail({ ...request, industry: undefined, services: [], message: undefined });
    expect(body).not.toContain(labels.industry);
    expect(body).not.toContain(labels.services);
    expect(body).not.toContain(labels.message);
    expect(body).toContain(`${labels.contactPerson}: Karin Berg`);
  });
});

describe("quoteRequestMailto", () => {
  it("opens a mail to the site's address with the request filled in", () => {
    const parsed = parse(quoteRequestMailto("kontakt@example.com", request));
    expect(parsed.address).toBe("kontakt@example.com");
    expect(parsed.subject).toBe(mail.subject("Fjällstugan & Co AB"));
    expect(parsed.body).toContain(`${labels.companyName}: Fjällstugan & Co AB\r\n`);
  });
});

describe("mailtoUrl without a body", () => {
  it("carries only the subject, percent-encoded with spaces as %20", () => {
    expect(mailtoUrl("kontakt@example.com", { subject: "Demoförfrågan för oss" })).toBe(
      "mailto:kontakt@example.com?subject=Demof%C3%B6rfr%C3%A5gan%20f%C3%B6r%20oss",
    );
  });
});
