import { useRef, useState } from "react";
import type { ContentRevisionSummary, ScheduledRevision } from "../../../contracts/content.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import type { ApiFailure } from "../../lib/api/api-request.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { contentPublishContract, contentRevisionCancelContract } from "./content-contracts.ts";
import { quietButtonClass } from "./control-classes.ts";
import { formatStockholmTime, stockholmInputs, stockholmToUtcIso } from "./stockholm-time.ts";

const copy = contentEditorTexts.publish;

type Outcome =
  | { kind: "none" }
  | { kind: "published"; revision: ContentRevisionSummary }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string };

function failureMessage(failure: ApiFailure): string {
  return "serverMessage" in failure && failure.serverMessage ? failure.serverMessage : copy.failed;
}

/**
 * Publishes the saved draft now, or at a Stockholm date and time (said next to the inputs,
 * sent as UTC), after a confirmation. A broken consistency rule (422 without fields) is
 * shown prominently as an alert; field errors go to the form (`onFieldErrors`). Scheduled
 * publishes are listed with a button that cancels each.
 */
export function PublishPanel({
  document,
  page,
  canPublish,
  blockedReason,
  scheduled,
  onFieldErrors,
  onPublished,
  onChanged,
}: {
  document: string;
  /** The page to look at once published. */
  page: string;
  canPublish: boolean;
  /** Why publishing waits, when it does: no draft, or one not yet saved. */
  blockedReason: string | undefined;
  scheduled: readonly ScheduledRevision[];
  onFieldErrors: (errors: Record<string, string>) => void;
  /** The draft became a revision, live or scheduled. */
  onPublished: () => void;
  /** A scheduled publish was cancelled. */
  onChanged: () => void;
}) {
  const call = useApiCall();
  const [when, setWhen] = useState<"now" | "later">("now");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [timeError, setTimeError] = useState<string | undefined>(undefined);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });
  const [cancelStatus, setCancelStatus] = useState("");
  const outcomeRef = useRef<HTMLDivElement>(null);
  const cancelStatusRef = useRef<HTMLParagraphElement>(null);
  const focusOutcome = () => requestAnimationFrame(() => outcomeRef.current?.focus());

  async function publish() {
    setOutcome({ kind: "none" });
    let publishAt: string | undefined;
    if (when === "later") {
      publishAt = stockholmToUtcIso(date, time) ?? undefined;
      if (!publishAt) {
        setTimeError(copy.missingTime);
        requestAnimationFrame(() => window.document.getElementById("publicera-datum")?.focus());
        return;
      }
      if (Date.parse(publishAt) <= Date.now()) {
        setTimeError(copy.pastTime);
        requestAnimationFrame(() => window.document.getElementById("publicera-datum")?.focus());
        return;
      }
    }
    setTimeError(undefined);
    if (!window.confirm(publishAt ? copy.confirmAtTime(formatStockholmTime(publishAt)) : copy.confirmNow)) return;
    setWorking(true);
    const result = await call(contentPublishContract, { params: { id: document }, body: publishAt ? { publishAt } : {} });
    setWorking(false);
    if (result.ok) {
      setOutcome({ kind: "published", revision: result.data.revision });
      onPublished();
    } else if (result.failure.kind === "invalid") {
      const { publishAt: atError, ...fields } = result.failure.fieldErrors;
      if (atError) {
        setTimeError(atError);
        requestAnimationFrame(() => window.document.getElementById("publicera-datum")?.focus());
        return;
      }
      if (Object.keys(fields).length > 0) {
        onFieldErrors(fields);
        return;
      }
      setOutcome({ kind: "refused", message: failureMessage(result.failure) });
    } else {
      setOutcome({ kind: "failed", message: failureMessage(result.failure) });
    }
    focusOutcome();
  }

  async function cancel(revision: ScheduledRevision) {
    if (!window.confirm(copy.cancelConfirm)) return;
    const result = await call(contentRevisionCancelContract, { params: { id: document, revision: revision.revision } });
    setCancelStatus(result.ok ? copy.cancelled : copy.cancelFailed);
    onChanged();
    // The button goes with its line: the focus goes to what happened.
    requestAnimationFrame(() => cancelStatusRef.current?.focus());
  }

  const timeErrorId = "publicera-tid-fel";
  const timeAttributes = timeError ? { "aria-invalid": true as const, "aria-describedby": `publicera-tid-not ${timeErrorId}` } : { "aria-describedby": "publicera-tid-not" };
  const now = stockholmInputs(new Date());
  return (
    <section aria-labelledby="publicera" className="grid gap-4">
      <h2 id="publicera" className="text-xl font-bold text-ink-950">
        {copy.heading}
      </h2>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <fieldset className="grid gap-2">
          <legend className={labelClass}>{copy.when}</legend>
          {(["now", "later"] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="publicera-nar" value={choice} checked={when === choice} onChange={() => setWhen(choice)} className="size-5 accent-brand-700" />
              <span>{choice === "now" ? copy.now : copy.atTime}</span>
            </label>
          ))}
        </fieldset>
        {when === "later" && (
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-4">
              <div>
                <label htmlFor="publicera-datum" className={labelClass}>
                  {copy.date}
                </label>
                <input id="publicera-datum" type="date" min={now.date} value={date} onChange={(event) => setDate(event.target.value)} className={`${controlClass} w-auto`} {...timeAttributes} />
              </div>
              <div>
                <label htmlFor="publicera-klockslag" className={labelClass}>
                  {copy.time}
                </label>
                <input id="publicera-klockslag" type="time" value={time} onChange={(event) => setTime(event.target.value)} className={`${controlClass} w-auto`} {...timeAttributes} />
              </div>
            </div>
            <p id="publicera-tid-not" className="text-sm text-ink-700">
              {copy.timeZoneNote}
            </p>
            {timeError && (
              <p id={timeErrorId} className="text-sm font-semibold text-red-800">
                {timeError}
              </p>
            )}
          </div>
        )}
        {blockedReason && <p className="text-ink-700">{blockedReason}</p>}
        <div>
          <button type="submit" disabled={!canPublish || working} className={buttonClass("primary", "disabled:opacity-50")}>
            {when === "now" ? copy.submitNow : copy.submitAtTime}
          </button>
        </div>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome.kind === "published" && (
            <Notice tone="success">
              {outcome.revision.state === "scheduled" ? copy.scheduled(formatStockholmTime(outcome.revision.publishAt)) : copy.published}{" "}
              <a href={page} target="_blank" rel="noopener" className="underline underline-offset-2">
                {copy.viewPage}
              </a>
            </Notice>
          )}
          {outcome.kind === "failed" && <Notice tone="error">{outcome.message}</Notice>}
        </div>
        <div role="alert">
          {outcome.kind === "refused" && (
            <div className="rounded-[var(--radius-control)] bg-red-50 px-4 py-3 text-red-900 ring-2 ring-red-700">
              <p className="font-bold">{copy.refused}</p>
              <p className="mt-1">{outcome.message}</p>
            </div>
          )}
        </div>
      </div>
      {scheduled.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-bold text-ink-950">{copy.scheduledHeading}</h3>
          <ul className="grid gap-2">
            {scheduled.map((revision) => {
              const at = formatStockholmTime(revision.publishAt);
              return (
                <li key={revision.revision} className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-control)] p-3 ring-1 ring-ink-200">
                  <span>
                    <time dateTime={revision.publishAt}>{contentEditorTexts.scheduledFor(at)}</time> {copy.scheduledBy(revision.createdBy)}
                  </span>
                  <button type="button" onClick={() => void cancel(revision)} className={quietButtonClass}>
                    {copy.cancel}
                    <span className="sr-only"> ({copy.cancelLabel(at)})</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p ref={cancelStatusRef} tabIndex={-1} role="status" aria-live="polite" className="focus:outline-none">
        {cancelStatus}
      </p>
    </section>
  );
}
