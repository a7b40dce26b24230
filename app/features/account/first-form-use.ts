const firstUse = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `start` once, when the visitor first focuses, presses or types in a form of the
 * page, or at once if a form field already has the focus (it was focused before the page
 * hydrated). Returns what stops the watching.
 */
export function onFirstFormUse(start: () => void): () => void {
  const inForm = (target: EventTarget | null) => target instanceof Element && target.closest("form") !== null;
  if (inForm(document.activeElement)) {
    start();
    return () => {};
  }
  const stop = () => {
    for (const type of firstUse) document.removeEventListener(type, onUse, true);
  };
  function onUse(event: Event) {
    if (!inForm(event.target)) return;
    stop();
    start();
  }
  for (const type of firstUse) document.addEventListener(type, onUse, true);
  return stop;
}
