import * as z from "zod/mini";
import { companyName, email, interests, message, personName, phone } from "./fields.ts";

/**
 * The consultation request of /contact (SPEC §3, §5): name, email and company are
 * required; phone, message and the four interests are optional.
 */
// In the order the form asks for them: the workspace and the CSV list the fields so.
export const contactFormSchema = z.object({
  name: personName,
  company: companyName,
  email,
  phone,
  interests,
  message,
});

/** What the form holds while the visitor types. */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** A validated submission: trimmed, empty optional fields left out. */
export type ContactFormData = z.output<typeof contactFormSchema>;
