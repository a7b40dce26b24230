/**
 * What the lead popup remembers for the browser session (SPEC §4, §9), in sessionStorage:
 * it needs no consent, being gone when the tab closes. Listed with the site's other
 * storage in the cookie policy.
 */

/** Set once the popup has been shown: it never comes back that session. */
export const popupShownKey = "leadPopupShown";

/** Set once the visitor has left a lead with any form: the popup has nothing more to ask. */
export const leadLeftKey = "leadLeft";

function isSet(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    // Storage blocked by the browser: the popup could not remember being shown, so it stays away.
    return true;
  }
}

function set(key: string) {
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage blocked: isSet() already reports every mark as set.
  }
}

export const wasPopupShown = () => isSet(popupShownKey);
export const markPopupShown = () => set(popupShownKey);

export const hasLeftLead = () => isSet(leadLeftKey);
/** Call when a lead form's submission is stored (use-lead-submit.ts, the popup, /tack). */
export const markLeadLeft = () => set(leadLeftKey);
