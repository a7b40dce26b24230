/**
 * When the lead popup appears (SPEC §4, §9): 6000 ms after the page loaded, or once the
 * page is scrolled past 300 px, whichever comes first.
 *
 * Test hook: browser tests shorten either through `window.leadPopupTiming`, set by an
 * init script before the page's own scripts run, e.g.
 * `{ delayMs: 500 }` or `{ delayMs: 60_000, scrollThresholdPx: 100 }`. It is read once,
 * when the popup's trigger starts; a missing or unusable value keeps the SPEC constant.
 * Nothing on the site sets it.
 */
export const popupDelayMs = 6000;
export const popupScrollThresholdPx = 300;

export interface PopupTiming {
  /** Milliseconds after the page's load started. */
  delayMs: number;
  /** Pixels scrolled from the top. */
  scrollThresholdPx: number;
}

declare global {
  interface Window {
    leadPopupTiming?: Partial<PopupTiming>;
  }
}

const usable = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

export function popupTiming(override: unknown = typeof window === "undefined" ? undefined : window.leadPopupTiming): PopupTiming {
  const { delayMs, scrollThresholdPx } = (typeof override === "object" && override !== null ? override : {}) as Record<string, unknown>;
  return {
    delayMs: usable(delayMs) ? delayMs : popupDelayMs,
    scrollThresholdPx: usable(scrollThresholdPx) ? scrollThresholdPx : popupScrollThresholdPx,
  };
}
