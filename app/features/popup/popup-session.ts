import { isSessionFlagSet, popupShownKey, setSessionFlag } from "../../lib/session-flag.ts";

/**
 * What the lead popup remembers for the browser session (SPEC §4, §9), in sessionStorage.
 * Whether a lead was left this session is the lead forms' mark
 * (app/features/lead-forms/lead-left.ts).
 */

// Storage blocked by the browser: the popup could not remember being shown, so it stays away.
export const wasPopupShown = () => isSessionFlagSet(popupShownKey);
export const markPopupShown = () => setSessionFlag(popupShownKey);
