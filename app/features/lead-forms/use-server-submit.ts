import { useEffect, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { submitMessages } from "../../content/forms.ts";
import type { PostResult } from "./post-json.ts";
import { createServerSubmitter } from "./server-submitter.ts";

/** What the form's status region says after an answer that is not a success. */
export function failureMessage(result: Exclude<PostResult, { kind: "ok" }>): string {
  if (result.kind === "rateLimited" && result.retryAfterSeconds !== null) {
    return `${result.message} ${submitMessages.retryAfter(result.retryAfterSeconds)}`;
  }
  return result.message;
}

/**
 * Posts a react-hook-form form to one of this site's API endpoints: pass `submit` to
 * handleSubmit, so the submit button shows its progress label meanwhile. Field errors
 * in the answer appear under their fields, the first one focused; `result` is the last
 * answer, for the form's status region (server-submitter.ts has the rest).
 */
export function useServerSubmit<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  url: string,
) {
  const [submitter] = useState(() => createServerSubmitter(form, url));
  const [result, setResult] = useState<PostResult | null>(null);

  useEffect(() => {
    const subscription = form.watch(() => submitter.touch());
    return () => subscription.unsubscribe();
  }, [form, submitter]);

  async function submit(values: TTransformedValues): Promise<PostResult> {
    const answer = await submitter.submit(values);
    setResult(answer);
    return answer;
  }

  return { submit, result };
}
