import * as z from "zod/mini";
import { apiRoot } from "./api.ts";
import { contactFormSchema } from "./lead-requests/contact-request.ts";
import { bookingFormSchema } from "./lead-requests/booking-request.ts";
import { demoFormSchema } from "./lead-requests/demo-request.ts";
import { ebookFormSchema } from "./lead-requests/ebook-request.ts";
import { popupLeadSchema } from "./lead-requests/popup-request.ts";
import { quoteFormSchema } from "./lead-requests/quote-request.ts";

/*
 * The five lead endpoints (SPEC §3, §7 calls 2-5), one per form. Each takes POST, as JSON
 * once the page has hydrated (201 with the lead's id) or as a plain HTML form before
 * (303 to the confirmation page). The forms (app/features/lead-forms/) and the server
 * (server/leads/) share the paths and the schemas below; an optional
 * `Idempotency-Key` header (a UUID) makes a retry store one lead.
 */

export { type LeadFormKind, leadFormKinds, type LeadKind, leadKinds } from "./lead-kinds.ts";
import type { LeadFormKind, LeadKind } from "./lead-kinds.ts";

export const leadMethod = "POST";

/** Where the lead endpoints other than the e-book's are mounted. */
export const leadApiPrefix = `${apiRoot}/leads`;

/** Where each form posts. The e-book keeps the path SPEC §7 call 5 names. */
export const leadEndpoints = {
  contact: `${leadApiPrefix}/contact`,
  ebook: "/.netlify/functions/contact",
  quote: `${leadApiPrefix}/quote`,
  demo: `${leadApiPrefix}/demo`,
  popup: `${leadApiPrefix}/popup`,
} as const satisfies Record<LeadFormKind, string>;

/**
 * The body each endpoint accepts (lead-requests/: one rule per field, composed per form).
 * Kept apart from the paths so a
 * form that only needs its path does not bring the schemas into its first script.
 */
export const leadRequestSchemas = {
  contact: contactFormSchema,
  ebook: ebookFormSchema,
  quote: quoteFormSchema,
  demo: demoFormSchema,
  popup: popupLeadSchema,
  // A booking's lead holds what /boka sent (contracts/booking.ts posts it).
  booking: bookingFormSchema,
} as const satisfies Record<LeadKind, z.ZodMiniObject>;

/** 201: the stored lead's id (the same id again for a repeated Idempotency-Key). */
export const leadCreatedSchema = z.object({ id: z.uuid() });
export type LeadCreated = z.output<typeof leadCreatedSchema>;

/**
 * GET `${guideDownloadPath}/<token>`: the guide PDF through an e-book lead's personal
 * link (server/leads/guide-download.ts); 404 for a token no lead has.
 */
export const guideDownloadPath = `${leadApiPrefix}/guide`;
