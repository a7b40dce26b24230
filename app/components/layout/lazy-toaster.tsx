import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast area (top centre) on every page. It loads after the page has hydrated,
 * so the toast library stays off the critical path of first paint.
 */
export function LazyToaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton containerAriaLabel="Aviseringar" toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
