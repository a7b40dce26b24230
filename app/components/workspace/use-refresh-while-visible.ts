import { useEffect } from "react";

/**
 * Calls `refresh` every `intervalMs` while the tab is visible, and at once when the tab
 * comes back after at least that long away: a list a rep keeps open stays current without
 * a reload, and a tab in the background asks the server for nothing. `refresh` is
 * useApiData's, which fetches in the background and keeps the page (its filter, the focus)
 * as it is until the answer comes.
 */
export function useRefreshWhileVisible(refresh: () => void, intervalMs: number) {
  useEffect(() => {
    let last = Date.now();
    let timer: number | undefined;
    const tick = () => {
      last = Date.now();
      refresh();
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = window.setInterval(tick, intervalMs);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== "visible") {
        stop();
        return;
      }
      if (Date.now() - last >= intervalMs) tick();
      start();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [refresh, intervalMs]);
}
