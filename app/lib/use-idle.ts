import { useEffect, useState } from "react";

/**
 * False until the browser has a quiet moment after hydration. The site's overlays (cookie
 * banner, chat button) start then, in a task of their own, rather than lengthening the
 * hydration task that a phone already spends long on.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(becomeIdle, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
