import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { OPEN_COOKIE_SETTINGS } from "./consent-events.ts";
import { cookieChoiceSettled, hasConsentFor } from "./stored-choice.ts";
import { consentDecidedEvent } from "../../lib/overlays.ts";
import { useIdle } from "../../lib/use-idle.ts";

const CookieBanner = lazy(() => import("./cookie-banner.tsx"));

function openSettings(event: Event) {
  event.preventDefault();
  void import("./settings-dialog.ts").then(({ showCookieSettings }) => showCookieSettings());
}

function subscribeToDecisions(onChange: () => void) {
  window.addEventListener(consentDecidedEvent, onChange);
  return () => window.removeEventListener(consentDecidedEvent, onChange);
}

// With no optional category in use there is nothing to ask, and no banner (stored-choice.ts).
const needsChoice = () => !cookieChoiceSettled();
// The prerendered page never shows the banner: it appears when the browser is idle after hydration, after the first paint.
const prerendered = () => false;

/**
 * Asks for the cookie choice on a first visit, when the site uses an optional category,
 * and answers every request to change it.
 * A returning visitor with a valid choice loads nothing of the banner; only the pixel,
 * if they accepted targeted cookies. Placed first in the body so that the banner's
 * buttons come before the page's links in Tab order, while it shows at the bottom.
 */
export function ConsentManager() {
  const asking = useSyncExternalStore(subscribeToDecisions, needsChoice, prerendered);
  const idle = useIdle();

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS, openSettings);
    if (hasConsentFor("targeted")) void import("./pixel.ts").then(({ startPixel }) => startPixel());
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, openSettings);
  }, []);

  // A live region present from the start announces the banner once, when it appears.
  return (
    <div aria-live="polite">
      {idle && asking && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
    </div>
  );
}
