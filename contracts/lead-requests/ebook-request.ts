import * as z from "zod/mini";
import { email, firstName, lastName, optionalCompany, phone } from "./fields.ts";

/**
 * The e-book download of /ebook (SPEC §3, §5, §7 call 5): first name, last name and
 * email are required; company and phone are optional. `form_type` is fixed.
 */
export const ebookFormSchema = z.object({
  firstName,
  lastName,
  email,
  company: optionalCompany,
  phone,
  form_type: z._default(z.literal("ebook_download", "Okänd formulärtyp"), "ebook_download"),
});

/** What the form holds while the visitor types. */
export type EbookFormInput = z.input<typeof ebookFormSchema>;
/** A validated submission: trimmed, empty optional fields left out. */
export type EbookFormData = z.output<typeof ebookFormSchema>;
