import { cookieSettingsCopy } from "../content/cookie-settings.ts";
import { notify } from "./notify.ts";

/**
 * Event that asks the consent manager to show its settings (footer, cookie policy).
 * A consent manager that handles it calls preventDefault().
 */
export const OPEN_COOKIE_SETTINGS = "cookie-settings:open";

export const noCookieChoicesMessage = cookieSettingsCopy.noChoices;

export function openCookieSettings() {
  const unhandled = window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS, { cancelable: true }));
  // With no consent manager on the page there is nothing to choose; say so rather than do nothing.
  if (unhandled) void notify("success", noCookieChoicesMessage);
}
