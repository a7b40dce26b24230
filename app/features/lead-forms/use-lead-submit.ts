import type { FieldValues, UseFormReturn } from "react-hook-form";
import { submitMessages } from "../../content/forms.ts";
import { notify } from "../../lib/notify.ts";
import { markLeadLeft } from "./lead-left.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useNoScriptError } from "./use-no-script-error.ts";
import { useServerSubmit } from "./use-server-submit.ts";

/**
 * A lead form's submission as the visitor meets it (SPEC §4, §8): the form posts to its
 * endpoint through useServerSubmit; a stored lead empties the form, raises the form's
 * success toast and keeps the lead popup away for the session; a refusal the visitor
 * cannot fix in a field (rate limit, server failure, no connection) raises 'Ett fel
 * uppstod. Försök igen senare.'. Field errors stay on their fields and the status region
 * (LeadFormStatus) says the rest.
 *
 * Until the page has hydrated the form is a plain HTML form that the browser checks
 * itself (`required`, `type="email"`) and posts to the same endpoint; after that the
 * shared schema checks it, so `noValidate` turns the browser's checks off.
 */
export function useLeadSubmit<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  url: string,
  successToast: string,
) {
  const { submit, result } = useServerSubmit(form, url);
  const noScriptError = useNoScriptError();
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submit(values);
    if (answer.kind === "ok") {
      markLeadLeft();
      form.reset();
      void notify("success", successToast);
    } else if (answer.kind !== "invalid") {
      void notify("error", submitMessages.failed);
    }
  });

  return { onSubmit, result, noScriptError, noValidate: hydrated, pending: form.formState.isSubmitting };
}
