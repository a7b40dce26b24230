/**
 * Where the lead popup stands on this page, written to `<html data-lead-popup>` so that a
 * browser test can wait for the popup's own decision instead of for a while:
 *
 * - `pending`: its trigger is watching, it has not fallen due;
 * - `due`: it fell due and is about to look whether it may open;
 * - `held`: it may not open on this page now (`data-lead-popup-path` names the page);
 * - `open`, `closed`: shown, and closed again;
 * - `off`: shown or made needless earlier this session, so it never starts.
 *
 * Nothing on the site reads it.
 */
export type PopupState = "pending" | "due" | "held" | "open" | "closed" | "off";

/** The decisions after which the popup stays away from the page as it is. */
export type PopupAwayState = Extract<PopupState, "pending" | "held" | "off">;

export const popupStateAttribute = "data-lead-popup";
export const popupHeldPathAttribute = "data-lead-popup-path";

export function markPopupState(state: PopupState, heldOn?: string) {
  const root = document.documentElement;
  root.setAttribute(popupStateAttribute, state);
  if (heldOn === undefined) root.removeAttribute(popupHeldPathAttribute);
  else root.setAttribute(popupHeldPathAttribute, heldOn);
}
