import { describe, expect, it } from "vitest";
import { contactPage } from "../../content/contact-page.ts";
import { fieldLabel, fieldText, fieldsInFormOrder, formatStaffTime, mailtoHref, parseKronor, phoneHref, stockholmDay } from "./lead-values.ts";

describe("formatStaffTime", () => {
  it("shows Swedish time, summer and winter", () => {
    expect(formatStaffTime("2026-11-24T15:33:00Z")).toBe("2026-11-24 16:33");
    expect(formatStaffTime("2026-07-01T22:05:00Z")).toBe("2026-07-02 00:05");
  });

  it("gives the day in Sweden, which may be the next one in UTC terms", () => {
    expect(stockholmDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("fieldText and fieldLabel", () => {
  it("writes each kind of stored value as text", () => {
    expect(fieldText("Acme AB")).toBe("Acme AB");
    expect(fieldText(true)).toBe("Ja");
    expect(fieldText(false)).toBe("Nej");
    expect(fieldText(["chatbot", "voice"])).toBe("chatbot, voice");
    expect(fieldText({ chatbot: true, voice: false, email: true })).toBe("chatbot, email");
    expect(fieldText({})).toBe("–");
    expect(fieldText(null)).toBe("–");
    expect(fieldText("")).toBe("–");
    expect(fieldText({ a: 1 })).toBe('{"a":1}');
  });

  it("names a choice stored by key as its form does", () => {
    expect(fieldText({ chatbot: true, voiceAgent: false }, "interests")).toBe(contactPage.form.interestLabels.chatbot);
    expect(fieldText("made-up", "industry")).toBe("made-up");
  });

  it("labels a field as its form does, and keeps an unknown name", () => {
    expect(fieldLabel("companyName")).toBe("Företagsnamn");
    expect(fieldLabel("email")).toBe("E-post");
    expect(fieldLabel("utm_source")).toBe("utm_source");
  });
});

describe("fieldsInFormOrder", () => {
  it("lists the fields in the form's order, whatever order they were stored in", () => {
    const stored = { phone: "070-123 45 67", email: "anna@example.com", message: "Hej", name: "Anna", company: "Fjällstugan AB", interests: { chatbot: true } };
    expect(fieldsInFormOrder("contact", stored).map(([name]) => name)).toEqual(["name", "company", "email", "phone", "interests", "message"]);
    expect(fieldsInFormOrder("ebook", { email: "a@example.com", lastName: "Berg", firstName: "Karin" }).map(([name]) => name)).toEqual(["firstName", "lastName", "email"]);
  });

  it("keeps a field the form no longer has, after the others", () => {
    expect(fieldsInFormOrder("popup", { legacy: "x", consent: true, email: "a@example.com" })).toEqual([
      ["email", "a@example.com"],
      ["consent", true],
      ["legacy", "x"],
    ]);
  });
});

describe("phoneHref and mailtoHref", () => {
  it("dials the digits of a number as it was typed", () => {
    expect(phoneHref("070-123 45 67")).toBe("tel:0701234567");
    expect(phoneHref("+46 (0)70 123 45 67")).toBe("tel:+46701234567");
    expect(phoneHref("ring efter lunch")).toBeNull();
  });

  it("writes a mail to the lead with a subject", () => {
    expect(mailtoHref("karin+test@example.com", "Svar på er offertförfrågan")).toBe(
      "mailto:karin%2Btest@example.com?subject=Svar%20p%C3%A5%20er%20offertf%C3%B6rfr%C3%A5gan",
    );
    expect(mailtoHref("karin@example.com")).toBe("mailto:karin@example.com");
  });
});

describe("parseKronor", () => {
  it("reads a won value as staff type it, in whole kronor", () => {
    expect([parseKronor("45000"), parseKronor("45 000"), parseKronor("45\u00a0000 kr"), parseKronor(" ")]).toEqual([45_000, 45_000, 45_000, null]);
    expect([parseKronor("45,5"), parseKronor("-3"), parseKronor("fyrtio"), parseKronor("99999999999")]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
