import { describe, expect, it } from "vitest";
import { contactFormSchema } from "../../contracts/lead-requests/contact-request.ts";
import { demoFormSchema } from "../../contracts/lead-requests/demo-request.ts";
import { ebookFormSchema } from "../../contracts/lead-requests/ebook-request.ts";
import { popupLeadSchema } from "../../contracts/lead-requests/popup-request.ts";
import { quoteFormSchema } from "../../contracts/lead-requests/quote-request.ts";
import {
  contactAutomationPayload,
  contactFormServicePayload,
  demoAutomationPayload,
  ebookAutomationPayload,
  popupAutomationPayload,
  quoteAutomationPayload,
} from "./payloads.ts";

const receivedAt = new Date("2025-03-14T08:05:09.123Z");

/** Compares the JSON text, so key order counts as much as the values do. */
function expectExactly(payload: object, expected: object) {
  expect(JSON.stringify(payload)).toBe(JSON.stringify(expected));
}

describe("SPEC §7 call 2: the lead popup to the automation webhook", () => {
  it("is email, consent, source 'popup' and the server's ISO time, nothing more", () => {
    const lead = popupLeadSchema.parse({ email: " anna@example.com ", consent: true, timestamp: "1999-01-01" });
    expectExactly(popupAutomationPayload(lead, receivedAt), {
      email: "anna@example.com",
      consent: true,
      source: "popup",
      timestamp: "2025-03-14T08:05:09.123Z",
    });
  });
});

describe("SPEC §7 call 4: the contact request to the automation webhook", () => {
  it("carries every field, the interests as four booleans in SPEC's order, source and time", () => {
    const lead = contactFormSchema.parse({
      name: "Anna Berg",
      email: "anna@example.com",
      phone: "070-123 45 67",
      company: "Berg AB",
      message: "Ring gärna efter lunch.",
      interests: { socialMedia: true, chatbot: true },
    });
    expectExactly(contactAutomationPayload(lead, receivedAt), {
      name: "Anna Berg",
      email: "anna@example.com",
      phone: "070-123 45 67",
      company: "Berg AB",
      message: "Ring gärna efter lunch.",
      interests: { voiceAgent: false, chatbot: true, email: false, socialMedia: true },
      source: "Contact Form",
      timestamp: "2025-03-14T08:05:09.123Z",
    });
  });

  it("says 'Ej angivet' and 'Inget meddelande' for an empty phone and message", () => {
    const lead = contactFormSchema.parse({ name: "Anna", email: "anna@example.com", company: "Berg AB", phone: " ", message: "" });
    const payload = contactAutomationPayload(lead, receivedAt);
    expect(payload.phone).toBe("Ej angivet");
    expect(payload.message).toBe("Inget meddelande");
    expect(payload.interests).toEqual({ voiceAgent: false, chatbot: false, email: false, socialMedia: false });
  });
});

describe("SPEC §7 call 3: the contact request to the form service", () => {
  it("is name, email, phone, company, message and interests, with no source or time", () => {
    const lead = contactFormSchema.parse({
      name: "Anna Berg",
      email: "anna@example.com",
      phone: "070-123 45 67",
      company: "Berg AB",
      message: "Hej",
      interests: { voiceAgent: true },
    });
    expectExactly(contactFormServicePayload(lead), {
      name: "Anna Berg",
      email: "anna@example.com",
      phone: "070-123 45 67",
      company: "Berg AB",
      message: "Hej",
      interests: { voiceAgent: true, chatbot: false, email: false, socialMedia: false },
    });
  });

  it("sends an empty phone and message as empty strings, as the form held them", () => {
    const lead = contactFormSchema.parse({ name: "Anna", email: "anna@example.com", company: "Berg AB" });
    const payload = contactFormServicePayload(lead);
    expect([payload.phone, payload.message]).toEqual(["", ""]);
  });
});

describe("the other forms to the automation webhook, in the same shape", () => {
  it("e-book: SPEC §7 call 5's fields, 'Ej angivet' where optional ones are empty, source 'E-book Form'", () => {
    const lead = ebookFormSchema.parse({ firstName: "Anna", lastName: "Berg", email: "anna@example.com", company: "" });
    expectExactly(ebookAutomationPayload(lead, receivedAt), {
      firstName: "Anna",
      lastName: "Berg",
      email: "anna@example.com",
      company: "Ej angivet",
      phone: "Ej angivet",
      form_type: "ebook_download",
      source: "E-book Form",
      timestamp: "2025-03-14T08:05:09.123Z",
    });
  });

  it("quote: the form's fields with services in the form's order, source 'Quote Form'", () => {
    const lead = quoteFormSchema.parse({
      companyName: "Berg AB",
      contactPerson: "Anna Berg",
      email: "anna@example.com",
      industry: "hotel",
      services: ["ai-suite", "voice-agent"],
    });
    expectExactly(quoteAutomationPayload(lead, receivedAt), {
      companyName: "Berg AB",
      contactPerson: "Anna Berg",
      email: "anna@example.com",
      industry: "hotel",
      services: ["voice-agent", "ai-suite"],
      message: "Inget meddelande",
      source: "Quote Form",
      timestamp: "2025-03-14T08:05:09.123Z",
    });
    const bare = quoteFormSchema.parse({ companyName: "Berg AB", contactPerson: "Anna", email: "anna@example.com", industry: "" });
    expect(quoteAutomationPayload(bare, receivedAt)).toMatchObject({ industry: "Ej angivet", services: [] });
  });

  it("demo: the contact request's shape without interests, source 'Demo Form'", () => {
    const lead = demoFormSchema.parse({ name: "Anna Berg", email: "anna@example.com", company: "Berg AB", message: "Tisdag fm" });
    expectExactly(demoAutomationPayload(lead, receivedAt), {
      name: "Anna Berg",
      email: "anna@example.com",
      phone: "Ej angivet",
      company: "Berg AB",
      message: "Tisdag fm",
      source: "Demo Form",
      timestamp: "2025-03-14T08:05:09.123Z",
    });
  });
});
