import { type FormEventHandler, type ReactNode, useEffect } from "react";
import type { LeadKind } from "../../../contracts/lead-kinds.ts";
import { requiredFieldsNote } from "../../content/forms.ts";
import { track, trackFormStart } from "../analytics/track.ts";
import type { PostResult } from "./post-json.ts";
import { LeadFormStatus } from "./lead-form-status.tsx";
import { useIslandId } from "../../lib/island-id.ts";

interface LeadFormFrameProps {
  /** The form's lead endpoint (app/lib/api/lead-endpoints.ts): a plain post goes there too. */
  action: string;
  /** Which lead form this is, for the site's statistics (app/features/analytics/). */
  kind: LeadKind;
  /** What useLeadSubmit() returns for this form. */
  lead: { onSubmit: FormEventHandler<HTMLFormElement>; result: PostResult | null; noScriptError: boolean; noValidate: boolean };
  /** What the status region says once the lead is stored; without it the toast alone tells. */
  success?: { title: string; text?: string };
  /** The fields, the honeypot and the submit button. */
  children: ReactNode;
}

/**
 * Every lead form's frame: a real form that posts to its endpoint before the page has
 * hydrated, the status region at the top, and the note on required fields that the form
 * is described by.
 */
export function LeadFormFrame({ action, kind, lead, success, children }: LeadFormFrameProps) {
  const requiredNoteId = useIslandId("required-note");
  // Each answer is a new object: every stored lead is counted once.
  useEffect(() => {
    if (lead.result?.kind === "ok") track("lead", kind);
  }, [lead.result, kind]);
  return (
    <form
      method="post"
      action={action}
      noValidate={lead.noValidate}
      onSubmit={lead.onSubmit}
      onInput={() => trackFormStart(kind)}
      aria-describedby={requiredNoteId}
      className="relative grid gap-5"
    >
      <LeadFormStatus
        result={lead.result}
        noScriptError={lead.noScriptError}
        success={
          success && (
            <>
              <p className="font-semibold">{success.title}</p>
              {success.text && <p className="mt-1">{success.text}</p>}
            </>
          )
        }
      />
      <p id={requiredNoteId} className="text-sm text-ink-600">
        {requiredFieldsNote}
      </p>
      {children}
    </form>
  );
}
