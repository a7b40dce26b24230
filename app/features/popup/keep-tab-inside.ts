import type { KeyboardEvent } from "react";

const focusable = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]";

/**
 * Tab and Shift+Tab wrap around inside a modal dialog (WAI-ARIA APG, dialog pattern).
 * showModal() already makes the page behind it inert; without the wrap, Tab past the
 * last control leaves the page for the browser's own toolbar.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leavingBackwards = event.shiftKey && (active === first || !event.currentTarget.contains(active));
  const leavingForwards = !event.shiftKey && active === last;
  if (leavingBackwards) {
    event.preventDefault();
    last.focus();
  } else if (leavingForwards) {
    event.preventDefault();
    first.focus();
  }
}
