import * as z from "zod/mini";
import { companyName, contactPerson, email, industry, message, services } from "./fields.ts";

/**
 * The quote form of /tjanster-paket (SPEC §3, §5): company name, contact person and
 * email are required; industry, services and message are optional.
 */
export const quoteFormSchema = z.object({
  companyName,
  contactPerson,
  email,
  industry,
  services,
  message,
});

/** What the form holds while the visitor types. */
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
/** A validated request: trimmed, empty optional fields left out. */
export type QuoteRequest = z.output<typeof quoteFormSchema>;
