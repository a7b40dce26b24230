/**
 * Event that asks the consent manager (features/consent/consent-manager.tsx) to show
 * the cookie settings, from wherever the request comes: the footer, the cookie policy,
 * the banner. An event rather than an import keeps the settings' code out of every page.
 */
export const OPEN_COOKIE_SETTINGS = "cookie-settings:open";

export function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS, { cancelable: true }));
}
