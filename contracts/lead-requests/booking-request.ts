import * as z from "zod/mini";
import { companyName, consent, email, message, personName, phone } from "./fields.ts";

/**
 * A meeting booked on /boka (POST /api/booking): the meeting type and its start, then
 * name, email and company (required), phone and a message (optional) and the ticked
 * consent box, as the other lead forms ask them.
 */
export const bookingFormSchema = z.object({
  type: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, "Välj en mötestyp")),
  // A slot's start as the slots endpoint gave it: UTC ISO 8601.
  start: z.iso.datetime({ message: "Välj en tid" }),
  name: personName,
  company: companyName,
  email,
  phone,
  message,
  consent,
});

/** What the form holds while the visitor types. */
export type BookingFormInput = z.input<typeof bookingFormSchema>;
/** A validated booking: trimmed, empty optional fields left out. */
export type BookingFormData = z.output<typeof bookingFormSchema>;
