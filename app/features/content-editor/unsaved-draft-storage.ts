/*
 * What staff typed that the server has not confirmed yet, kept in the tab's sessionStorage
 * so that a reload, a crash or a lost connection loses nothing: the editor lays it back
 * over the draft when the page opens and saves it. Removed once the server has the value.
 * Only the staff's own tab keeps it; a visitor's browser never holds it.
 */

const keyOf = (document: string) => `content-editor-unsaved:${document}`;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readUnsavedDraft(document: string): Record<string, unknown> | null {
  const text = storage()?.getItem(keyOf(document));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function keepUnsavedDraft(document: string, data: Record<string, unknown>): void {
  try {
    storage()?.setItem(keyOf(document), JSON.stringify(data));
  } catch {
    // A full storage keeps nothing; the autosave still runs.
  }
}

/** Forgets the kept edits, unless newer ones than `saved` were kept since. */
export function forgetUnsavedDraft(document: string, saved?: Record<string, unknown>): void {
  const store = storage();
  if (!store) return;
  if (saved !== undefined && store.getItem(keyOf(document)) !== JSON.stringify(saved)) return;
  store.removeItem(keyOf(document));
}
