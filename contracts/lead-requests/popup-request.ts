import * as z from "zod/mini";
import { consent, popupEmail } from "./fields.ts";

/**
 * The lead popup (SPEC §3, §5): an email address and a ticked consent box. `source`
 * is fixed; the server sets the timestamp.
 */
export const popupLeadSchema = z.object({
  email: popupEmail,
  consent,
  source: z._default(z.literal("popup", "Okänd källa"), "popup"),
});

/** What the form holds while the visitor types. */
export type PopupLeadInput = z.input<typeof popupLeadSchema>;
/** A validated submission: trimmed, empty optional fields left out. */
export type PopupLeadData = z.output<typeof popupLeadSchema>;
