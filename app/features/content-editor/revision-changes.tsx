import type { ContentChange } from "../../../contracts/content.ts";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { formatNumber } from "../../lib/format.ts";

const copy = contentEditorTexts.history;

/** A value of a change as the editor shows it: a list as its lines, a number the Swedish way. */
function ChangeValue({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <ul className="grid gap-0.5">
        {value.map((item, index) => (
          <li key={index}>
            <ChangeValue value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === "number") return <>{formatNumber(value)}</>;
  if (typeof value === "boolean") return <>{value ? copy.yes : copy.no}</>;
  if (typeof value === "string" && value !== "") return <span className="whitespace-pre-line">{value}</span>;
  if (value !== null && typeof value === "object") return <span className="font-mono text-sm">{JSON.stringify(value)}</span>;
  return <span className="text-ink-600">{copy.emptyValue}</span>;
}

/** What a revision changed: each field by its labels, before and after. */
export function RevisionChanges({ revision, changes }: { revision: number; changes: readonly ContentChange[] }) {
  if (changes.length === 0) return <p className="text-ink-700">{copy.noChanges}</p>;
  return (
    <div className="grid gap-3">
      <h4 className="font-semibold text-ink-950">{copy.changesHeading(revision)}</h4>
      <ul className="grid gap-3">
        {changes.map((change) => (
          <li key={change.path} className="rounded-[var(--radius-control)] p-3 ring-1 ring-ink-200">
            <p className="font-semibold text-ink-900">{change.labels.join(" › ")}</p>
            <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm font-semibold text-ink-700">{copy.before}</dt>
              <dd className="min-w-0 break-words text-ink-800">
                <del className="no-underline">
                  <ChangeValue value={change.before} />
                </del>
              </dd>
              <dt className="text-sm font-semibold text-ink-700">{copy.after}</dt>
              <dd className="min-w-0 break-words text-ink-950">
                <ins className="no-underline">
                  <ChangeValue value={change.after} />
                </ins>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
