/**
 * A mark kept in sessionStorage for the tab's session: it needs no consent, being gone
 * when the tab closes. The site's marks are listed with its other storage in the cookie
 * policy.
 */

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
