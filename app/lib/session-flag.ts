/**
 * A mark kept in sessionStorage for the tab's session: it needs no consent, being gone
 * when the tab closes. The site's marks are named here, so that the cookie and privacy
 * policies (app/content/) list them without importing the features that set them.
 */

/** Set once the lead popup has been shown: it never comes back that session (features/popup/). */
export const popupShownKey = "leadPopupShown";

/** Set once the visitor has left a lead with any form: the popup has nothing more to ask (features/lead-forms/). */
export const leadLeftKey = "leadLeft";

/** Whether the mark is set; true when the browser blocks storage, so nothing that waits on a mark repeats itself. */
export function isSessionFlagSet(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return true;
  }
}

export function setSessionFlag(key: string) {
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage blocked: isSessionFlagSet() already reports every mark as set.
  }
}
