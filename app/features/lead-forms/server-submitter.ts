import type { FieldValues, UseFormReturn } from "react-hook-form";
import { newIdempotencyKey, type PostOptions, type PostResult, postJson } from "./post-json.ts";
import { applyFieldErrors } from "./apply-field-errors.ts";

/**
 * Sends one form's submissions to an API endpoint, without React: use-server-submit.ts
 * wraps it for components.
 *
 * One idempotency key covers a submission from the moment the visitor starts filling the
 * form, through every retry, until the server accepts it; the next submission gets a new
 * key. A double click or a retry after a lost answer is then stored once.
 */
export function createServerSubmitter<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, "getValues" | "setError">,
  url: string,
  options: Pick<PostOptions, "fetch"> = {},
) {
  let idempotencyKey: string | null = null;
  return {
    /** Call when the visitor changes the form; the first change makes the key. */
    touch() {
      idempotencyKey ??= newIdempotencyKey();
    },
    async submit(values: unknown): Promise<PostResult> {
      idempotencyKey ??= newIdempotencyKey();
      const result = await postJson(url, values, { ...options, idempotencyKey });
      if (result.kind === "ok") idempotencyKey = null;
      if (result.kind === "invalid") applyFieldErrors(form, result.fieldErrors);
      return result;
    },
  };
}
