/**
 * Toasts without putting the toast library on the critical path: the toast area
 * (components/layout/lazy-toaster.tsx) loads on the visitor's first interaction or
 * on the first toast, whichever comes first. Sonner shows toasts raised before its
 * area mounted as soon as it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted() {
  return wanted;
}

/** Shows a toast at the top centre of the page. */
export async function notify(kind: "success" | "error", message: string) {
  requestToaster();
  const { toast } = await import("sonner");
  toast[kind](message);
}
