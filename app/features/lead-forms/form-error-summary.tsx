import { refusedPostSummary } from "../../content/forms.ts";

/**
 * What a form says at the top when a plain post of it was refused (useNoScriptError()).
 * Put it in the form's FormStatus with tone "error" until the form has a newer outcome
 * to tell:
 *
 *   <FormStatus tone="error">{noScriptError && !result && <FormErrorSummary />}</FormStatus>
 */
export function FormErrorSummary() {
  return <p className="font-semibold">{refusedPostSummary}</p>;
}
