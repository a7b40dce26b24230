/** Event that asks the consent manager to show its settings (footer link, cookie policy). */
export const OPEN_COOKIE_SETTINGS = "cookie-settings:open";

export function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS));
}
