import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import type { ApiFailure } from "../../lib/api/api-request.ts";
import type { AutosaveState } from "./autosave-queue.ts";
import { formatStockholmClock } from "./stockholm-time.ts";

const copy = contentEditorTexts.autosave;

function failureReason(failure: ApiFailure): string {
  if (failure.kind === "invalid") return copy.invalid;
  if (failure.kind === "offline") return copy.offline;
  return failure.kind !== "unexpectedAnswer" && failure.serverMessage ? failure.serverMessage : copy.other;
}

/** Where the draft's autosave stands, said politely in a live region, with a retry after a failure. */
export function AutosaveStatus({ state, restored, retry }: { state: AutosaveState<ApiFailure>; restored: boolean; retry: () => void }) {
  const text =
    state.phase === "saving"
      ? copy.saving
      : state.phase === "saved"
        ? copy.saved(formatStockholmClock(state.at))
        : state.phase === "failed"
          ? copy.failed(failureReason(state.failure))
          : state.phase === "pending"
            ? copy.unsaved
            : "";
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3">
      <p role="status" aria-live="polite" aria-atomic="true" className={state.phase === "failed" ? "font-semibold text-red-800" : "text-ink-700"}>
        {restored && state.phase !== "saved" ? `${copy.restored} ` : ""}
        {text}
      </p>
      {state.phase === "failed" && (
        <button type="button" onClick={retry} className="min-h-11 rounded-[var(--radius-control)] px-3 font-semibold text-brand-800 ring-1 ring-ink-200 ring-inset hover:bg-brand-50">
          {copy.retry}
        </button>
      )}
    </div>
  );
}
