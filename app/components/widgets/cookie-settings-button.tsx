import { cookieSettingsCopy } from "../../content/cookie-settings.ts";
import { openCookieSettings } from "../../lib/consent-events.ts";

/** Reopens the cookie consent settings, wherever the visitor is on the site. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {cookieSettingsCopy.button}
    </button>
  );
}
