import * as z from "zod/mini";
import { quoteIndustries, quoteServices } from "./choices.ts";

/*
 * One schema per form field, composed by the forms (quote-request.ts and the others) and by the
 * server's lead handlers, so the browser and the server accept exactly the same input.
 * Written with zod/mini, zod's tree-shakable build: the same schemas and error
 * messages, at about a third of the bytes in the browser bundle.
 */

export { type InterestKey, interestKeys, type QuoteIndustry, quoteIndustries, type QuoteService, quoteServices } from "./choices.ts";

export const companyName = z
  .string()
  .check(z.trim(), z.minLength(1, "Ange företagets namn"), z.maxLength(120, "Företagsnamnet får vara högst 120 tecken"));

/** The visitor's own name, on the contact and demo forms. */
export const personName = z
  .string()
  .check(z.trim(), z.minLength(1, "Ange namn"), z.maxLength(120, "Namnet får vara högst 120 tecken"));

export const firstName = z
  .string()
  .check(z.trim(), z.minLength(1, "Ange förnamn"), z.maxLength(60, "Förnamnet får vara högst 60 tecken"));

export const lastName = z
  .string()
  .check(z.trim(), z.minLength(1, "Ange efternamn"), z.maxLength(60, "Efternamnet får vara högst 60 tecken"));

export const contactPerson = z
  .string()
  .check(z.trim(), z.minLength(1, "Ange namnet på kontaktpersonen"), z.maxLength(120, "Namnet får vara högst 120 tecken"));

// 254 characters is the longest address SMTP can deliver to (RFC 5321, with erratum 1690).
export const email = z.pipe(
  z
    .string()
    .check(z.trim(), z.minLength(1, "Ange en e-postadress"), z.maxLength(254, "E-postadressen får vara högst 254 tecken")),
  z.email("Ange en giltig e-postadress"),
);

/** The lead popup's email field, with the message SPEC §5 quotes for an empty address. */
export const popupEmail = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Vänligen ange din e-postadress"),
      z.maxLength(254, "E-postadressen får vara högst 254 tecken"),
    ),
  z.email("Ange en giltig e-postadress"),
);

/** Optional company name, where the form does not require it (e-book). */
export const optionalCompany = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(120, "Företagsnamnet får vara högst 120 tecken"))),
  z.transform((value) => value || undefined),
);

/** Optional phone number: digits, spaces, +, - and parentheses, 6 to 20 characters. */
export const phone = z.pipe(
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(30, "Telefonnumret får vara högst 30 tecken"),
        z.regex(/^$|^\+?[\d\s()-]{6,20}$/, "Ange ett telefonnummer med siffror, till exempel 070-123 45 67"),
      ),
  ),
  z.transform((value) => value || undefined),
);


/** All four interests as booleans; a missing one is false. */
export const interests = z._default(
  z.object({
    voiceAgent: z._default(z.boolean(), false),
    chatbot: z._default(z.boolean(), false),
    email: z._default(z.boolean(), false),
    socialMedia: z._default(z.boolean(), false),
  }),
  { voiceAgent: false, chatbot: false, email: false, socialMedia: false },
);

/** The popup's consent checkbox must be ticked (SPEC §5). */
export const consent = z.literal(true, "Du måste godkänna villkoren för att fortsätta");

/** Optional: the select's empty choice means "not given". */
export const industry = z.pipe(
  z.optional(z.enum([...quoteIndustries, ""], "Välj en bransch i listan")),
  z.transform((value) => value || undefined),
);

/** Optional: none, some or all of the four choices, each once, in the form's order. */
export const services = z.pipe(
  z._default(z.array(z.enum(quoteServices, "Välj bland tjänsterna i listan")), []),
  z.transform((values) => quoteServices.filter((service) => values.includes(service))),
);

export const message = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(2000, "Meddelandet får vara högst 2\u00a0000 tecken"))),
  z.transform((value) => value || undefined),
);
