import * as z from "zod/mini";
import { honeypotName } from "../../content/forms.ts";

/**
 * A form's shared schema with the honeypot field added, for the form's resolver: zod
 * drops keys a schema does not name, and the honeypot must reach the server, which marks
 * a lead whose honeypot is filled in as spam (server/leads/README.md).
 */
export function withHoneypot<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
  return z.extend(schema, { [honeypotName]: z.optional(z.string()) });
}
