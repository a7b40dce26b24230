import type { ReactNode } from "react";
import type { PostResult } from "./post-json.ts";
import { FormErrorSummary } from "./form-error-summary.tsx";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { failureMessage } from "./use-server-submit.ts";

interface LeadFormStatusProps {
  /** The last answer of the lead API, from useLeadSubmit(). */
  result: PostResult | null;
  /** A plain post of this form was refused and sent back here (useNoScriptError()). */
  noScriptError: boolean;
  /** What the form says once the lead is stored. */
  success: ReactNode;
}

/**
 * A lead form's status region: the error summary after a refused plain post, then the
 * outcome of the latest submission, such as the wait a rate limit asks for.
 */
export function LeadFormStatus({ result, noScriptError, success }: LeadFormStatusProps) {
  if (result?.kind === "ok") return <FormStatus tone="success">{success}</FormStatus>;
  if (result) {
    return (
      <FormStatus tone="error">
        <p className="font-semibold">{failureMessage(result)}</p>
      </FormStatus>
    );
  }
  return <FormStatus tone="error">{noScriptError && <FormErrorSummary />}</FormStatus>;
}
