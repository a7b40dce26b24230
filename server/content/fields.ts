import type { ContentField } from "../../contracts/content.ts";
import { type EditableValue, isList, isPlainObject } from "../../app/lib/editable-data.ts";
import { fieldLabels, itemNameKeys } from "./field-labels.ts";

/** A text this long or with a line break is edited in a text area. */
const LONG_TEXT = 90;

function labelOf(key: string, value: EditableValue): string {
  const label = fieldLabels[key] ?? key;
  return typeof value === "number" ? label : label.replace(/ \(kr\)$/, "");
}

function itemLabel(item: EditableValue, index: number): string {
  if (isPlainObject(item)) {
    for (const key of itemNameKeys) if (typeof item[key] === "string" && item[key] !== "") return item[key];
  }
  return `Del ${index + 1}`;
}

function fieldOf(key: string, label: string, value: EditableValue): ContentField {
  if (typeof value === "string") return { kind: value.length > LONG_TEXT || value.includes("\n") ? "longtext" : "text", key, label };
  if (typeof value === "number") return { kind: Number.isInteger(value) ? "integer" : "number", key, label };
  if (typeof value === "boolean") return { kind: "boolean", key, label };
  if (Array.isArray(value)) {
    if (isList(value)) {
      const first = value[0];
      const itemKind = typeof first === "number" ? (Number.isInteger(first) ? "integer" : "number") : "text";
      return { kind: "list", key, label, itemKind };
    }
    return { kind: "group", key, label, fields: value.map((item, index) => fieldOf(String(index), itemLabel(item, index), item)) };
  }
  return { kind: "group", key, label, fields: fieldsOf(value as Record<string, EditableValue>) };
}

/** The editor's form for a document's data: one field per value, groups for objects and items. */
export function fieldsOf(data: Readonly<Record<string, EditableValue>>): ContentField[] {
  return Object.entries(data).map(([key, value]) => fieldOf(key, labelOf(key, value), value));
}

/** The labels from the document down to a path's field, for the history's diff. */
export function labelsAt(fields: readonly ContentField[], path: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly ContentField[] = fields;
  for (const key of path) {
    const field = level.find((candidate) => candidate.key === key);
    if (!field) {
      labels.push(key);
      break;
    }
    labels.push(field.label);
    level = field.kind === "group" ? field.fields : [];
  }
  return labels;
}
