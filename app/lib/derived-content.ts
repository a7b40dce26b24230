import { contentEdits } from "./editable-content.ts";

/*
 * A value a module computes from editable exports (editable-content.ts), such as a list
 * that joins two documents: computed again when the published edits change, once per
 * publish, and read through a view that stays the same object, so it can be exported as a
 * constant like the editable exports themselves.
 */

/** `compute()`, for the edits in force: the same value until the next publish. */
export function perPublish<T>(compute: () => T): () => T {
  const values = new WeakMap<object, T>();
  return () => {
    const edits = contentEdits();
    if (values.has(edits)) return values.get(edits)!;
    const value = compute();
    values.set(edits, value);
    return value;
  };
}

/** A view of `compute()`'s object or array that forwards every read to its value for the edits in force. */
export function derived<T extends object>(compute: () => T): T {
  const current = perPublish(compute);
  return new Proxy(compute(), {
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
