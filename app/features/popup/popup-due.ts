import type { PopupTiming } from "./popup-timing.ts";

/**
 * Calls `onDue` once, when the popup falls due: the delay since the page's load has
 * passed (performance.now() counts from the navigation, not from hydration) or the page
 * is scrolled past the threshold, whichever comes first (SPEC §4). Whether it may open
 * then is for popup-rules.ts. Returns what stops the watch.
 */
export function whenPopupDue(timing: PopupTiming, onDue: () => void): () => void {
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener("scroll", onScroll);
  };
  const fallDue = () => {
    stop();
    onDue();
  };
  const onScroll = () => {
    if (window.scrollY > timing.scrollThresholdPx) fallDue();
  };
  const timer = window.setTimeout(fallDue, Math.max(0, timing.delayMs - performance.now()));
  window.addEventListener("scroll", onScroll, { passive: true });
  // A reload can restore the page already scrolled down.
  onScroll();
  return stop;
}
