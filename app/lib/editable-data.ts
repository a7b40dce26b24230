/*
 * A content document's editable part (docs/decisions/030-content-editing.md): the texts,
 * numbers and switches of a typed module in app/content/, as JSON. The typed module is
 * the schema and the default; staff's edits are laid over it. What is not data (icons,
 * text-making functions) and what names a thing rather than says something (ids, colours)
 * stays as the code has it.
 */

/** A value staff may edit: JSON without null. */
export type EditableValue = string | number | boolean | readonly EditableValue[] | { readonly [key: string]: EditableValue };

/** Keys whose values name or style a thing: never edited, so an edit cannot break a link between modules. */
export const fixedKeys: ReadonlySet<string> = new Set(["id", "service", "serviceId", "headingId", "category", "slug", "color", "icon", "kind", "tone", "variant"]);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  // A component (lucide's icons are objects with $$typeof) is not data.
  return (prototype === Object.prototype || prototype === null) && !("$$typeof" in value);
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** Whether an array is a list of texts (or numbers) whose length staff may change. */
export function isList(value: readonly unknown[]): boolean {
  return value.every(isScalar);
}

/** The editable part of a value, or undefined when it has none. */
export function editableData(value: unknown): EditableValue | undefined {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(editableData);
    return items.every((item) => item !== undefined) ? (items as EditableValue[]) : undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const data: Record<string, EditableValue> = {};
  for (const [key, item] of Object.entries(value)) {
    if (fixedKeys.has(key)) continue;
    const editable = editableData(item);
    if (editable !== undefined) data[key] = editable;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/**
 * `defaults` with `edits` laid over: a full document or a sparse patch (editsOf); what
 * the edits leave out, or give in another type, stays as the defaults have it.
 */
export function withEdits<T>(defaults: T, edits: unknown): T {
  if (edits === undefined || edits === null) return defaults;
  if (isScalar(defaults)) return (typeof edits === typeof defaults ? edits : defaults) as T;
  if (Array.isArray(defaults)) {
    if (!Array.isArray(edits)) return defaults;
    if (isList(defaults)) {
      const type = typeof (defaults[0] ?? "");
      return (edits.every((item) => typeof item === type) ? edits : defaults) as T;
    }
    return defaults.map((item: unknown, index) => withEdits(item, edits[index])) as T;
  }
  if (!isPlainObject(defaults) || !isPlainObject(edits)) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (!fixedKeys.has(key) && key in edits) merged[key] = withEdits(defaults[key], edits[key]);
  }
  return merged as T;
}

/** Whether two JSON values are equal, whatever the order of their keys (a database's JSON keeps its own). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * Only what `data` changes against `base`, or undefined when nothing: lists whole, items
 * of other arrays by index (null where an item is unchanged). What a page hands its
 * islands, so that it carries the edits and not the whole document.
 */
export function editsOf(base: EditableValue | undefined, data: unknown): EditableValue | null | undefined {
  if (base === undefined || sameValue(base, data)) return undefined;
  if (Array.isArray(base) && !isList(base) && Array.isArray(data)) {
    const items = base.map((item, index) => editsOf(item, data[index]) ?? null);
    return items.some((item) => item !== null) ? (items as EditableValue[]) : undefined;
  }
  if (isPlainObject(base) && isPlainObject(data)) {
    const patch: Record<string, EditableValue> = {};
    for (const [key, value] of Object.entries(base)) {
      const edit = editsOf(value, data[key]);
      if (edit !== undefined && edit !== null) patch[key] = edit;
    }
    return Object.keys(patch).length > 0 ? patch : undefined;
  }
  return data as EditableValue;
}

/** One changed value between two versions of a document, for the history's diff. */
export interface EditableChange {
  path: readonly string[];
  before: EditableValue | undefined;
  after: EditableValue | undefined;
}

/** Every value that differs between two versions; lists compare whole. */
export function changesBetween(before: unknown, after: unknown, path: readonly string[] = []): EditableChange[] {
  if (sameValue(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && !isList(before)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => changesBetween(before[index], after[index], [...path, String(index)])).flat();
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changesBetween(before[key], after[key], [...path, key]));
  }
  return [{ path, before: before as EditableValue | undefined, after: after as EditableValue | undefined }];
}
