import { describe, expect, it } from "vitest";
import { contactPage } from "../../content/contact-page.ts";
import { fieldLabel, fieldText, formatStaffTime, stockholmDay } from "./format.ts";

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
