/**
 * Whether the visitor is busy with a form on this page, so that the lead popup keeps
 * away from it (issue #35): a popup that opened while the visitor typed took focus to its
 * close button, swallowed the keystrokes and closed on the next space, and a quote typed
 * as "Karlssons Rörmokeri AB" was stored as "KRörmokeri AB".
 *
 * Busy means any of:
 * - a field has focus (the visitor is typing, or about to);
 * - a form on the page has been started: something typed, ticked or chosen in it;
 * - a form that sends something is on screen, or within half a screen below it, which is
 *   where a visitor scrolling toward its fields is.
 */

/** Forms that send what the visitor writes: the lead forms and the sign-in forms. */
const sendingFormSelector = 'form[method="post"]';

/** Half a screen below the fold still counts as on screen: the visitor is scrolling toward it. */
const approachShare = 0.5;

const nonTypingInputTypes = new Set(["button", "submit", "reset", "image", "hidden"]);

export function isField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !nonTypingInputTypes.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Whether a box reaches into the screen or into the half screen below it. */
export function isOnOrNearScreen(box: { top: number; bottom: number; width: number; height: number }, viewportHeight: number): boolean {
  if (box.width === 0 && box.height === 0) return false;
  return box.bottom > 0 && box.top < viewportHeight * (1 + approachShare);
}

function sendingFormNearScreen(): boolean {
  const height = window.innerHeight;
  for (const form of document.querySelectorAll(sendingFormSelector)) {
    // The popup's own form is not one the visitor is busy with before it opens.
    if (form.closest("dialog")) continue;
    if (isOnOrNearScreen(form.getBoundingClientRect(), height)) return true;
  }
  return false;
}

export interface FormActivityWatch {
  /** Whether the visitor is busy with a form right now. */
  busy: () => boolean;
  stop: () => void;
}

/**
 * Watches the page's forms and calls `onChange` whenever the answer of busy() may have
 * changed: a field gains or loses focus, a form is started, the page scrolls or resizes.
 * Scrolls are handled once per frame.
 */
export function watchFormActivity(onChange: () => void): FormActivityWatch {
  let started = false;
  let frame = 0;

  const onEdit = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest("form") || target.closest("dialog")) return;
    started = true;
    onChange();
  };
  // During focusout the leaving field still has focus: look once it has moved.
  const onFocusMove = () => window.setTimeout(onChange, 0);
  const onViewportMove = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };

  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
  document.addEventListener("focusin", onFocusMove, true);
  document.addEventListener("focusout", onFocusMove, true);
  window.addEventListener("scroll", onViewportMove, { passive: true });
  window.addEventListener("resize", onViewportMove, { passive: true });

  return {
    busy: () => started || isField(document.activeElement) || sendingFormNearScreen(),
    stop: () => {
      document.removeEventListener("input", onEdit, true);
      document.removeEventListener("change", onEdit, true);
      document.removeEventListener("focusin", onFocusMove, true);
      document.removeEventListener("focusout", onFocusMove, true);
      window.removeEventListener("scroll", onViewportMove);
      window.removeEventListener("resize", onViewportMove);
      window.cancelAnimationFrame(frame);
    },
  };
}
