import * as z from "zod/mini";
import { companyName, email, message, personName, phone } from "./fields.ts";

/**
 * The demo request of /demo: name, email and company are required; phone and a
 * message (for example times that suit) are optional.
 */
export const demoFormSchema = z.object({
  name: personName,
  email,
  company: companyName,
  phone,
  message,
});

/** What the form holds while the visitor types. */
export type DemoFormInput = z.input<typeof demoFormSchema>;
/** A validated submission: trimmed, empty optional fields left out. */
export type DemoFormData = z.output<typeof demoFormSchema>;
