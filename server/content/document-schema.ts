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

/**
 * `draft`: only the shape and the types, so that autosave keeps a half-written draft (an
 * emptied text, a price being typed); a publish checks everything.
 */
type Strictness = "publish" | "draft";

function schemaOf(value: EditableValue, strictness: Strictness): z.ZodMiniType {
  const strict = strictness === "publish";
  if (typeof value === "string") {
    const text = z.string({ error: messages.text }).check(z.maxLength(maxTextLength, `Texten får vara högst ${maxTextLength} tecken.`));
    return !strict || value.trim() === "" ? text : text.check(z.refine((given) => given.trim() !== "", messages.text));
  }
  if (typeof value === "number") {
    const number = z.number({ error: messages.number }).check(z.refine(Number.isFinite, messages.number));
    if (!strict) return number;
    const whole = Number.isInteger(value) ? number.check(z.int(messages.integer)) : number;
    return value > 0 ? whole.check(z.positive(messages.positive)) : whole;
  }
  if (typeof value === "boolean") return z.boolean({ error: messages.boolean });
  if (Array.isArray(value)) {
    if (isList(value)) {
      const list = z.array(schemaOf(value[0] ?? "", strictness), { error: messages.shape });
      return strict ? list.check(z.minLength(1, messages.list)) : list;
    }
    return z.tuple(value.map((item: EditableValue) => schemaOf(item, strictness)) as [z.ZodMiniType, ...z.ZodMiniType[]], { error: messages.shape });
  }
  const shape = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, schemaOf(item, strictness)]));
  return z.strictObject(shape, { error: messages.shape });
}

/** The schema a document's data must match: its parts, each derived from its defaults. */
export function documentSchema(data: Readonly<Record<string, EditableValue>>, strictness: Strictness = "publish") {
  return schemaOf(data as EditableValue, strictness);
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
