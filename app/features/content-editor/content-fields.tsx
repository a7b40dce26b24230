import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ContentField } from "../../../contracts/content.ts";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { type Path, errorsUnder, parseTypedNumber, pathKey, valueAt, withRowAdded, withRowMoved, withRowRemoved } from "./form-data.ts";

/*
 * The editor's form, generated from the fields the API describes (contracts/content.ts):
 * a text is an input, a long text a text area, a number a numeric input, a switch a
 * checkbox, a list rows that can be added, removed and moved, a group a fieldset. A field
 * error from the server is shown at its field and tied to it (aria-describedby).
 */

const copy = contentEditorTexts.editor;

/** The id of a field's control, from its path: the error summary links to it. */
export const fieldId = (path: Path) => `falt-${path.join("-")}`;
const errorId = (path: Path) => `${fieldId(path)}-fel`;

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

export interface FieldsProps {
  data: Record<string, unknown>;
  errors: Readonly<Record<string, string>>;
  onChange: (path: Path, value: unknown) => void;
  /** A numeric field holds a text that is no number (true), or a number again (false): what is shown is not what is saved. */
  onUnreadable: (path: Path, unreadable: boolean) => void;
  /** A field lost focus: save now. */
  onBlur: () => void;
}

export function ContentFieldList({ fields, path = [], depth = 0, ...props }: FieldsProps & { fields: readonly ContentField[]; path?: Path; depth?: number }) {
  return (
    <div className="grid gap-5">
      {fields.map((field) => (
        <FieldOf key={field.key} field={field} path={[...path, field.key]} depth={depth} {...props} />
      ))}
    </div>
  );
}

function FieldOf({ field, path, depth, ...props }: FieldsProps & { field: ContentField; path: Path; depth: number }) {
  if (field.kind === "group") return <GroupField field={field} path={path} depth={depth} {...props} />;
  if (field.kind === "list") return <ListField field={field} path={path} {...props} />;
  if (field.kind === "boolean") return <BooleanField label={field.label} path={path} {...props} />;
  if (field.kind === "integer" || field.kind === "number") return <NumberField label={field.label} whole={field.kind === "integer"} path={path} {...props} />;
  return <TextField label={field.label} long={field.kind === "longtext"} path={path} {...props} />;
}

function FieldError({ path, message }: { path: Path; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(path)} className="mt-1.5 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby of a control with or without an error. */
const errorAttributes = (path: Path, message: string | undefined) =>
  message ? { "aria-invalid": true as const, "aria-describedby": errorId(path) } : {};

function TextField({ label, long, path, data, errors, onChange, onBlur }: FieldsProps & { label: string; long: boolean; path: Path }) {
  const value = valueAt(data, path);
  const text = typeof value === "string" ? value : "";
  const message = errors[pathKey(path)];
  const common = {
    id: fieldId(path),
    value: text,
    onBlur,
    className: controlClass,
    ...errorAttributes(path, message),
  };
  return (
    <div>
      <label htmlFor={fieldId(path)} className={labelClass}>
        {label}
      </label>
      {long ? (
        <textarea {...common} rows={Math.min(10, Math.max(3, Math.ceil(text.length / 70)))} onChange={(event) => onChange(path, event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(path, event.target.value)} />
      )}
      <FieldError path={path} message={message} />
    </div>
  );
}

/**
 * A number as staff type it ("7 995" too). What cannot be read as a number stays in the
 * field with a message and is not saved, so the draft keeps the last number that could.
 */
function NumberField({ label, whole, path, data, errors, onChange, onUnreadable, onBlur }: FieldsProps & { label: string; whole: boolean; path: Path }) {
  const value = valueAt(data, path);
  const [typed, setText] = useState(typeof value === "number" ? String(value) : "");
  const text = shownNumber(typed, value, whole);
  const readable = parseTypedNumber(text, whole) !== undefined;
  const message = readable ? errors[pathKey(path)] : copy.notANumber;
  return (
    <div>
      <label htmlFor={fieldId(path)} className={labelClass}>
        {label}
      </label>
      <input
        id={fieldId(path)}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const number = parseTypedNumber(event.target.value, whole);
          onUnreadable(path, number === undefined);
          onUnreadable(path, number === undefined);
        if (number !== undefined) onChange(path, number);
        }}
        onBlur={onBlur}
        className={`${controlClass} max-w-48`}
        {...errorAttributes(path, message)}
      />
      <FieldError path={path} message={message} />
    </div>
  );
}

function BooleanField({ label, path, data, errors, onChange, onBlur }: FieldsProps & { label: string; path: Path }) {
  const message = errors[pathKey(path)];
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={fieldId(path)}
          type="checkbox"
          checked={valueAt(data, path) === true}
          onChange={(event) => onChange(path, event.target.checked)}
          onBlur={onBlur}
          className="size-5 accent-brand-700"
          {...errorAttributes(path, message)}
        />
        <label htmlFor={fieldId(path)} className="font-medium text-ink-900">
          {label}
        </label>
      </div>
      <FieldError path={path} message={message} />
    </div>
  );
}

/**
 * What a numeric field shows: what was typed, unless the data now holds another number
 * (a row moved, the draft thrown away); an unreadable text stays as typed.
 */
function shownNumber(typed: string, value: unknown, whole: boolean): string {
  const parsed = parseTypedNumber(typed, whole);
  return parsed === undefined || parsed === value || typeof value !== "number" ? typed : String(value);
}

const rowButtonClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 disabled:opacity-40";

function ListField({
  field,
  path,
  data,
  errors,
  onChange,
  onUnreadable,
  onBlur,
}: FieldsProps & { field: Extract<ContentField, { kind: "list" }>; path: Path }) {
  const stored = valueAt(data, path);
  const rows: unknown[] = Array.isArray(stored) ? stored : [];
  const [announcement, setAnnouncement] = useState("");
  const message = errors[pathKey(path)];
  const legendId = `${fieldId(path)}-rubrik`;
  // Rows move and go: the rows are made anew, and a number being typed in one of them is
  // forgotten with the old order (the rows have no identity but their place).
  const [order, setOrder] = useState(0);
  const update = (next: unknown[]) => {
    rows.forEach((_, index) => onUnreadable([...path, String(index)], false));
    setOrder((count) => count + 1);
    onChange(path, next);
  };
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={message ? errorId(path) : undefined} className="grid gap-2">
      <legend id={legendId} className={labelClass}>
        {field.label}
      </legend>
      <FieldError path={path} message={message} />
      <ol className="grid gap-2">
        {rows.map((row, index) => {
          const rowPath = [...path, String(index)];
          const rowMessage = errors[pathKey(rowPath)];
          const number = index + 1;
          return (
            <li key={`${order} ${index}`} className="grid gap-1">
              <div className="flex items-start gap-2">
                <RowInput field={field} path={rowPath} value={row} label={copy.row(field.label, number)} message={rowMessage} onChange={onChange} onUnreadable={onUnreadable} onBlur={onBlur} />
                <button
                  type="button"
                  id={`${fieldId(rowPath)}-upp`}
                  aria-label={copy.moveUp(number)}
                  disabled={index === 0}
                  className={rowButtonClass}
                  onClick={() => {
                    update(withRowMoved(rows, index, -1));
                    focusSoon(`${fieldId([...path, String(index - 1)])}-upp`);
                  }}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  id={`${fieldId(rowPath)}-ned`}
                  aria-label={copy.moveDown(number)}
                  disabled={index === rows.length - 1}
                  className={rowButtonClass}
                  onClick={() => {
                    update(withRowMoved(rows, index, 1));
                    focusSoon(`${fieldId([...path, String(index + 1)])}-ned`);
                  }}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={copy.removeRow(number)}
                  className={rowButtonClass}
                  onClick={() => {
                    update(withRowRemoved(rows, index));
                    const next = Math.min(index, rows.length - 2);
                    focusSoon(next >= 0 ? fieldId([...path, String(next)]) : `${fieldId(path)}-ny`);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              <FieldError path={rowPath} message={rowMessage} />
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          id={`${fieldId(path)}-ny`}
          aria-label={copy.addRowTo(field.label)}
          className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] px-3 font-semibold text-brand-800 ring-1 ring-ink-200 ring-inset hover:bg-brand-50"
          onClick={() => {
            update(withRowAdded(rows, field.itemKind));
            setAnnouncement(copy.rowAdded(rows.length + 1));
            focusSoon(fieldId([...path, String(rows.length)]));
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {copy.addRow}
        </button>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}

function RowInput({
  field,
  path,
  value,
  label,
  message,
  onChange,
  onUnreadable,
  onBlur,
}: {
  field: Extract<ContentField, { kind: "list" }>;
  path: Path;
  value: unknown;
  label: string;
  message: string | undefined;
  onChange: FieldsProps["onChange"];
  onUnreadable: FieldsProps["onUnreadable"];
  onBlur: () => void;
}) {
  const numeric = field.itemKind !== "text";
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const shown = numeric ? shownNumber(text, value, field.itemKind === "integer") : typeof value === "string" ? value : "";
  return (
    <input
      id={fieldId(path)}
      type="text"
      inputMode={numeric ? "decimal" : undefined}
      aria-label={label}
      value={shown}
      onChange={(event) => {
        if (!numeric) {
          onChange(path, event.target.value);
          return;
        }
        setText(event.target.value);
        const number = parseTypedNumber(event.target.value, field.itemKind === "integer");
        onUnreadable(path, number === undefined);
        if (number !== undefined) onChange(path, number);
      }}
      onBlur={onBlur}
      className={`${controlClass} mt-0 min-w-0 flex-1`}
      {...errorAttributes(path, message)}
    />
  );
}

/** How many values a group holds, however deep: a long nested group folds away. */
function valueCount(field: ContentField): number {
  return field.kind === "group" ? field.fields.reduce((sum, inner) => sum + valueCount(inner), 0) : 1;
}

function GroupField({ field, path, depth, ...props }: FieldsProps & { field: Extract<ContentField, { kind: "group" }>; path: Path; depth: number }) {
  const headingId = `${fieldId(path)}-rubrik`;
  const inner = <ContentFieldList fields={field.fields} path={path} depth={depth + 1} {...props} />;
  if (depth > 0 && valueCount(field) > 3) {
    const hasErrors = errorsUnder(props.errors, path).length > 0;
    return (
      <details open={hasErrors || undefined} className="rounded-[var(--radius-control)] ring-1 ring-ink-200">
        <summary id={headingId} className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-ink-950 hover:bg-ink-50">
          {field.label}
        </summary>
        <div role="group" aria-labelledby={headingId} className="border-t border-ink-100 p-4">
          {inner}
        </div>
      </details>
    );
  }
  return (
    <fieldset aria-labelledby={headingId} className={depth === 0 ? "grid gap-4" : "grid gap-4 rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200"}>
      <legend id={headingId} className={depth === 0 ? "text-lg font-bold text-ink-950" : "px-1 font-semibold text-ink-950"}>
        {field.label}
      </legend>
      {inner}
    </fieldset>
  );
}
