import { editableData, type EditableValue, withEdits } from "./editable-data.ts";

/*
 * Content staff can edit without a deploy (docs/decisions/030-content-editing.md). A typed
 * module in app/content/ wraps each export with `editable(document, part, defaults)` and
 * keeps its type; whoever reads the export reads the published edits laid over the
 * defaults, at the moment it reads. The edits come from the global `__CONTENT__`:
 * - the server sets a function that answers the published edits, or a draft's while it
 *   renders a preview (server/content/live-content.ts);
 * - a page's inline script sets, in the browser, the edits of the documents its islands
 *   read (app/components/layout/public-values.tsx);
 * - a build sets none, so the prerendered pages show the defaults.
 * So nothing may copy a value of an editable export at module level: it would keep the
 * default. Derive it in a function instead.
 */

/** Edits per document, per part: each a full editable part or a sparse patch (editsOf). */
export type ContentEdits = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

const noEdits: ContentEdits = {};

/** The edits in force for what runs now. */
export function contentEdits(): ContentEdits {
  const source = globalThis.__CONTENT__;
  return (typeof source === "function" ? source() : source) ?? noEdits;
}

/** One editable export: its document, its name in the document and the code's own value. */
export interface EditablePart {
  document: string;
  part: string;
  defaults: object;
  /** The defaults' editable part: the shape every edit must have. */
  data: EditableValue;
}

const parts: EditablePart[] = [];

/** Every editable export of the modules loaded so far, in load order. */
export function editableParts(): readonly EditablePart[] {
  return parts;
}

/** Merged values, by the edits they came from: computed once per publish, not per read. */
const merged = new WeakMap<object, unknown>();

/**
 * `defaults`, as read with the edits in force: a view that forwards every read to the
 * merged value. The view is the same object for the life of the module, so it can be
 * exported as a constant; its contents follow each publish.
 */
export function editable<T extends object>(document: string, part: string, defaults: T): T {
  const data = editableData(defaults);
  if (data === undefined) throw new Error(`${document}.${part} has nothing to edit`);
  if (!parts.some((known) => known.document === document && known.part === part)) parts.push({ document, part, defaults, data });
  const current = (): T => {
    const edits = contentEdits()[document]?.[part];
    if (typeof edits !== "object" || edits === null) return defaults;
    let value = merged.get(edits) as T | undefined;
    if (value === undefined) {
      value = withEdits(defaults, edits);
      merged.set(edits, value);
    }
    return value;
  };
  return new Proxy(defaults, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // An array's length is never configurable, on the view's target as on the value.
      if (descriptor && key !== "length") descriptor.configurable = true;
      return descriptor;
    },
  });
}
