import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import type { honeypotName } from "../../content/forms.ts";

/** The honeypot field every lead form carries beside its schema's fields. */
export type WithHoneypotValue<Values> = Values & { [honeypotName]?: string };

/**
 * react-hook-form's zod resolver for a form's shared schema, with zod and the schema
 * loaded on the first check instead of with the page: a visitor who only reads the
 * page does not download them. The honeypot field is added (with-honeypot.ts) so that
 * it reaches the server.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodMiniObject>,
): Resolver<WithHoneypotValue<Input>, unknown, WithHoneypotValue<Output>> {
  type FormResolver = Resolver<WithHoneypotValue<Input>, unknown, WithHoneypotValue<Output>>;
  let ready: Promise<FormResolver> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), import("./with-honeypot.ts"), loadSchema()]).then(
      ([{ zodResolver }, { withHoneypot }, schema]) => zodResolver(withHoneypot(schema)) as unknown as FormResolver,
      (error: unknown) => {
        // A failed download (the visitor went offline) is tried again on the next check.
        ready = undefined;
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
