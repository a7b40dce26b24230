import { cookieSettingsCopy } from "../../content/cookie-settings.ts";
import { openCookieSettings } from "./consent-events.ts";

/** Reopens the cookie settings, wherever the visitor is on the site. */
export function CookieSettingsButton({ className, label = cookieSettingsCopy.button }: { className?: string; label?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {label}
    </button>
  );
}
