import { type FormEvent, useId, useState } from "react";
import { type StaffNote, maxNoteLength } from "../../../contracts/staff.ts";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { staffLeadPage } from "../../content/staff-pages.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { formatStaffTime } from "./lead-values.ts";
import { leadNoteContract } from "./staff-contracts.ts";
import { StaffTime } from "./staff-ui.tsx";

const labels = staffLeadPage.notes;

/** The staff's notes on the lead, oldest first, and the form to add one. */
export function LeadNotesSection({ leadId, notes, refresh }: { leadId: string; notes: StaffNote[]; refresh: () => void }) {
  const call = useApiCall();
  const { action, run } = useAction();
  const [text, setText] = useState("");
  const [emptyError, setEmptyError] = useState(false);
  const fieldId = useId();
  const errorId = `${fieldId}-fel`;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    const result = await run(() => call(leadNoteContract, { params: { id: leadId }, body: { text } }), {
      done: () => labels.saved,
      failed: labels.failed,
    });
    if (result.ok) {
      setText("");
      refresh();
    }
  }

  return (
    <Section id="anteckningar" heading={labels.heading}>
      {notes.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-[var(--radius-control)] bg-ink-50 p-3">
              <p className="break-words whitespace-pre-wrap text-ink-950">{note.text}</p>
              <p className="mt-1 text-sm text-ink-600">
                {note.author} · <StaffTime iso={note.createdAt} format={formatStaffTime} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} noValidate className="mt-5">
        <label htmlFor={fieldId} className={labelClass}>
          {labels.label}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={text}
          maxLength={maxNoteLength}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={emptyError || undefined}
          aria-describedby={emptyError ? errorId : undefined}
          className={controlClass}
        />
        {emptyError && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {labels.empty}
          </p>
        )}
        <button type="submit" disabled={action.state === "working"} className={buttonClass("primary", "mt-3 disabled:opacity-70")}>
          {action.state === "working" ? labels.saving : labels.submit}
        </button>
      </form>
      <ActionStatus action={action} />
    </Section>
  );
}
