import type { ContactFormData } from "../../contracts/lead-requests/contact-request.ts";
import type { DemoFormData } from "../../contracts/lead-requests/demo-request.ts";
import type { EbookFormData } from "../../contracts/lead-requests/ebook-request.ts";
import type { PopupLeadData } from "../../contracts/lead-requests/popup-request.ts";
import type { QuoteRequest } from "../../contracts/lead-requests/quote-request.ts";

/*
 * The JSON bodies the business's tools receive (SPEC §7 calls 2-4). Key order is part of
 * the contract: the queue stores payloads as `json`, so they go out exactly as built here.
 */

/** SPEC §3: what the automation webhook receives for an optional field left empty. */
export const notGiven = "Ej angivet";
export const noMessage = "Inget meddelande";

/** The `source` of each form's automation payload; the popup's is SPEC's own 'popup'. */
export const automationSources = {
  contact: "Contact Form",
  ebook: "E-book Form",
  quote: "Quote Form",
  demo: "Demo Form",
  popup: "popup",
} as const;

/** SPEC §7 call 2: the lead popup to the automation webhook. */
export function popupAutomationPayload(lead: PopupLeadData, receivedAt: Date) {
  return { email: lead.email, consent: lead.consent, source: automationSources.popup, timestamp: receivedAt.toISOString() };
}

/** SPEC §7 call 4: the contact request to the automation webhook. */
export function contactAutomationPayload(lead: ContactFormData, receivedAt: Date) {
  return { ...personOf(lead), interests: interestsOf(lead), source: automationSources.contact, timestamp: receivedAt.toISOString() };
}

/**
 * SPEC §7 call 3: the contact request to the form service, as the form held it. A field
 * left empty is sent as an empty string, which is what the original form sent.
 */
export function contactFormServicePayload(lead: ContactFormData) {
  return { ...formServicePerson(lead), interests: interestsOf(lead) };
}

/** The person's fields the form service takes (SPEC §7 call 3), shared by the contact form and a booking. */
export function formServicePerson(lead: { name: string; email: string; phone?: string; company: string; message?: string }) {
  return { name: lead.name, email: lead.email, phone: lead.phone ?? "", company: lead.company, message: lead.message ?? "" };
}

/** The e-book lead to the automation webhook: SPEC §7 call 5's fields in call 4's shape. */
export function ebookAutomationPayload(lead: EbookFormData, receivedAt: Date) {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    company: lead.company ?? notGiven,
    phone: lead.phone ?? notGiven,
    form_type: lead.form_type,
    source: automationSources.ebook,
    timestamp: receivedAt.toISOString(),
  };
}

/** The quote request to the automation webhook; services are the form's values, in its order. */
export function quoteAutomationPayload(lead: QuoteRequest, receivedAt: Date) {
  return {
    companyName: lead.companyName,
    contactPerson: lead.contactPerson,
    email: lead.email,
    industry: lead.industry ?? notGiven,
    services: lead.services,
    message: lead.message ?? noMessage,
    source: automationSources.quote,
    timestamp: receivedAt.toISOString(),
  };
}

/** The demo request to the automation webhook. */
export function demoAutomationPayload(lead: DemoFormData, receivedAt: Date) {
  return { ...personOf(lead), source: automationSources.demo, timestamp: receivedAt.toISOString() };
}

/** The contact and demo requests' common head, in SPEC's key order, with SPEC §3's words for a field left empty. */
function personOf(lead: Pick<ContactFormData & DemoFormData, "name" | "email" | "phone" | "company" | "message">) {
  return { name: lead.name, email: lead.email, phone: lead.phone ?? notGiven, company: lead.company, message: lead.message ?? noMessage };
}

/** Always all four, in SPEC's order, whatever order the request listed them in. */
function interestsOf({ interests }: ContactFormData) {
  return {
    voiceAgent: interests.voiceAgent,
    chatbot: interests.chatbot,
    email: interests.email,
    socialMedia: interests.socialMedia,
  };
}
