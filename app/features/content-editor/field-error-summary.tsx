import type { Ref } from "react";
import type { ContentField } from "../../../contracts/content.ts";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { fieldId } from "./content-fields.tsx";

/** The labels of the field at a dotted path, from the document down: "Paket › Startpaket › Startkostnad (kr)". */
function labelOf(fields: readonly ContentField[], path: string): string {
  const labels: string[] = [];
  let level: readonly ContentField[] = fields;
  for (const key of path.split(".")) {
    const field = level.find((candidate) => candidate.key === key);
    if (!field) {
      if (/^\d+$/.test(key)) labels.push(`rad ${Number(key) + 1}`);
      continue;
    }
    labels.push(field.label);
    level = field.kind === "group" ? field.fields : [];
  }
  return labels.join(" › ");
}

/**
 * The fields the server refused, each a link to its field, above the form. A publish moves
 * the focus here (the ref); an autosave does not, so typing is never interrupted.
 */
export function FieldErrorSummary({
  fields,
  errors,
  ref,
}: {
  fields: readonly ContentField[];
  errors: Readonly<Record<string, string>>;
  ref?: Ref<HTMLDivElement>;
}) {
  const entries = Object.entries(errors).filter(([path]) => path !== "publishAt");
  if (entries.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-[var(--radius-control)] bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{contentEditorTexts.editor.errorSummary(entries.length)}</p>
      <ul className="mt-2 list-disc pl-5">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path.split("."))}`} className="underline underline-offset-2">
              {labelOf(fields, path)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
