import * as z from "zod/mini";
import { type EditableValue, isList } from "../../app/lib/editable-data.ts";

/*
 * The schema of a document's data, derived once from the code's defaults (the typed module
 * is the schema): the same keys, the same types, texts not empty, whole numbers where the
 * defaults are whole, lists of any length but empty, other arrays item for item. So an edit
 * can never change a page's shape.
 */

const messages = {
  text: "Fyll i texten.",
  number: "Ange ett tal.",
  integer: "Ange ett heltal.",
  positive: "Ange ett tal som är större än noll.",
  list: "Listan behöver minst en rad.",
  shape: "Fältet har fel form.",
  boolean: "Ange ja eller nej.",
};

const maxTextLength = 5000;

function schemaOf(value: EditableValue): z.ZodMiniType {
  if (typeof value === "string") {
    const text = z.string({ error: messages.text }).check(z.maxLength(maxTextLength, `Texten får vara högst ${maxTextLength} tecken.`));
    return value.trim() === "" ? text : text.check(z.refine((given) => given.trim() !== "", messages.text));
  }
  if (typeof value === "number") {
    const number = z.number({ error: messages.number });
    const whole = Number.isInteger(value) ? number.check(z.int(messages.integer)) : number;
    return value > 0 ? whole.check(z.positive(messages.positive)) : whole;
  }
  if (typeof value === "boolean") return z.boolean({ error: messages.boolean });
  if (Array.isArray(value)) {
    if (isList(value)) return z.array(schemaOf(value[0] ?? ""), { error: messages.shape }).check(z.minLength(1, messages.list));
    return z.tuple(value.map(schemaOf) as [z.ZodMiniType, ...z.ZodMiniType[]], { error: messages.shape });
  }
  const shape = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, schemaOf(item)]));
  return z.strictObject(shape, { error: messages.shape });
}

/** The schema a document's data must match: its parts, each derived from its defaults. */
export function documentSchema(data: Readonly<Record<string, EditableValue>>) {
  return schemaOf(data as EditableValue);
}

/** A failed check's problems by field path ("plans.0.setupCost"), the first per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "data";
    fields[path] ??= issue.code === "unrecognized_keys" ? messages.shape : issue.message;
  }
  return fields;
}
