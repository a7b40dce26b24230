import { quoteServiceLabels } from "../../app/content/quote-form-copy.ts";
import { serviceName } from "../../app/content/services.ts";
import type { LeadKind } from "../db/schema.ts";

/** The dashboard's words for a request that has no message of its own (COPY.md). */
export const requestSummaryTexts = {
  ebook: "Guiden om AI-driven automatisering av kundservice",
  popup: "Videon om hur AI-kundservice fungerar i praktiken",
  contact: "Kontaktförfrågan utan meddelande",
  quote: "Offertförfrågan utan meddelande",
  demo: "Demoförfrågan utan meddelande",
  booking: "Bokat möte utan meddelande",
  interestedIn: (names: string) => `Intresserad av ${names}`,
} as const;

/** Long enough to recognise a message, short enough for one line of the list. */
export const summaryLength = 140;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : undefined;
}

function shortened(value: string): string {
  return value.length > summaryLength ? `${value.slice(0, summaryLength - 1).trimEnd()}…` : value;
}

function contactInterests(fields: Record<string, unknown>): string[] {
  const interests = (typeof fields.interests === "object" && fields.interests !== null ? fields.interests : {}) as Record<string, unknown>;
  const chosen = [
    interests.voiceAgent === true && serviceName("voice-agent"),
    interests.chatbot === true && serviceName("chatbot"),
    interests.email === true && serviceName("email-automation"),
    interests.socialMedia === true && serviceName("social-media"),
  ];
  return chosen.filter((name) => typeof name === "string");
}

function quoteServices(fields: Record<string, unknown>): string[] {
  const services = Array.isArray(fields.services) ? fields.services : [];
  return services.map((service) => quoteServiceLabels[service as keyof typeof quoteServiceLabels]).filter((label) => typeof label === "string");
}

/** One line saying what a request was about: the visitor's own message when they wrote one. */
export function requestSummary(kind: LeadKind, fields: Record<string, unknown>): string {
  const message = text(fields.message);
  switch (kind) {
    case "ebook":
    case "popup":
      return requestSummaryTexts[kind];
    case "contact": {
      const interests = contactInterests(fields);
      if (message) return shortened(message);
      return interests.length > 0 ? requestSummaryTexts.interestedIn(interests.join(", ")) : requestSummaryTexts.contact;
    }
    case "quote": {
      const services = quoteServices(fields);
      if (message) return shortened(message);
      return services.length > 0 ? requestSummaryTexts.interestedIn(services.join(", ")) : requestSummaryTexts.quote;
    }
    case "demo":
      return message ? shortened(message) : requestSummaryTexts.demo;
    case "booking":
      return message ? shortened(message) : requestSummaryTexts.booking;
  }
}
