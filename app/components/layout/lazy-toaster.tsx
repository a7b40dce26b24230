import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast area (top centre) on every page. It loads after the page has hydrated,
 * so the toast library stays off the critical path of first paint.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
