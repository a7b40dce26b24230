import { type RefObject, useLayoutEffect } from "react";

/**
 * Closes an open menu on Esc, giving the focus back to the button that opened it, and,
 * given `inside`, on a press outside that element. Listening from the moment the menu
 * shows: an effect would start only after the next paint, and an Esc or a press at once
 * would be lost.
 */
export function useDismiss(open: boolean, close: () => void, toggle: RefObject<HTMLButtonElement | null>, inside?: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      close();
      toggle.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!inside?.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("keydown", onKeyDown);
    if (inside) document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close, toggle, inside]);
}
