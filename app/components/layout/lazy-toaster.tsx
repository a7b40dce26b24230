import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isToasterWanted, requestToaster, subscribeToToaster } from "../../lib/notify.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

const firstInteraction = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area (top centre) on every page. Its library loads on the first
 * interaction or the first toast, so it stays off the critical path of first paint.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);

  useEffect(() => {
    if (wanted) return;
    for (const type of firstInteraction) window.addEventListener(type, requestToaster, { once: true, passive: true });
    return () => {
      for (const type of firstInteraction) window.removeEventListener(type, requestToaster);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton containerAriaLabel="Aviseringar" toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
