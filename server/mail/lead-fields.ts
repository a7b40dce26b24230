import type { QuoteRequest } from "../../contracts/lead-requests/quote-request.ts";

/*
 * What each lead's mails read of its validated form data (SPEC §3). Structural types:
 * the output of each form's zod schema in app/lib/validation/ fits them, so a schema can
 * gain a field without touching the mails.
 */

export interface ContactLeadFields {
  name: string;
  email: string;
  company: string;
  phone?: string | undefined;
  message?: string | undefined;
  interests: { voiceAgent: boolean; chatbot: boolean; email: boolean; socialMedia: boolean };
}

export interface EbookLeadFields {
  firstName: string;
  lastName: string;
  email: string;
  company?: string | undefined;
  phone?: string | undefined;
}

export type QuoteLeadFields = QuoteRequest;

/** The demo request on /demo: who to contact and, in the message, times that suit them. */
export interface DemoLeadFields {
  name: string;
  email: string;
  company: string;
  phone?: string | undefined;
  message?: string | undefined;
}

export interface PopupLeadFields {
  email: string;
  consent: boolean;
}

/** A stored lead, as the mails about it need it. */
export type LeadForMail = { id: string; receivedAt: Date } & (
  | { kind: "contact"; fields: ContactLeadFields }
  /** `downloadUrl`: the lead's own unguessable link to the guide. */
  | { kind: "ebook"; fields: EbookLeadFields; downloadUrl: string }
  | { kind: "quote"; fields: QuoteLeadFields }
  | { kind: "demo"; fields: DemoLeadFields }
  | { kind: "popup"; fields: PopupLeadFields }
);
