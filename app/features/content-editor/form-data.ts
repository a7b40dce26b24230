/*
 * The editor's form works on the document's data as JSON (app/lib/editable-data.ts):
 * objects by key, arrays by index. A field's path is its keys from the document down,
 * joined with dots as the API's field errors name them ("packages.0.setupCost").
 */

export type Path = readonly string[];

export const pathKey = (path: Path): string => path.join(".");

/** The value at a path, or undefined where the data has none. */
export function valueAt(data: unknown, path: Path): unknown {
  let level: unknown = data;
  for (const key of path) {
    if (Array.isArray(level)) level = level[Number(key)];
    else if (typeof level === "object" && level !== null) level = (level as Record<string, unknown>)[key];
    else return undefined;
  }
  return level;
}

/** The data with the value at a path replaced; what the path passes through is copied, nothing else. */
export function setAt<Data>(data: Data, path: Path, value: unknown): Data {
  if (path.length === 0) return value as Data;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(data)) {
    const copy = [...(data as unknown[])];
    copy[Number(key)] = setAt(copy[Number(key)], rest, value);
    return copy as Data;
  }
  const object = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return { ...object, [key]: setAt(object[key], rest, value) } as Data;
}

/** A list with a new empty row at its end: an empty text, or zero. */
export function withRowAdded(list: readonly unknown[], itemKind: "text" | "integer" | "number"): unknown[] {
  return [...list, itemKind === "text" ? "" : 0];
}

export function withRowRemoved(list: readonly unknown[], index: number): unknown[] {
  return list.filter((_, position) => position !== index);
}

/** A list with a row moved one step up (-1) or down (+1); unchanged at either end. */
export function withRowMoved(list: readonly unknown[], index: number, step: -1 | 1): unknown[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}

/**
 * A number as typed in a numeric field: Swedish "1 495" or "12,5" read as well as "1495".
 * Undefined for an empty or unreadable value, which is then not saved.
 */
export function parseTypedNumber(text: string, whole: boolean): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (cleaned === "" || !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  if (whole && !Number.isInteger(value)) return undefined;
  return value;
}

/** The API's field errors at or below a path, for a group's summary. */
export function errorsUnder(errors: Readonly<Record<string, string>>, path: Path): string[] {
  const prefix = pathKey(path);
  return Object.keys(errors).filter((key) => key === prefix || key.startsWith(`${prefix}.`));
}
