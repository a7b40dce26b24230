import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { cookieChoiceSettled } from "../consent/stored-choice.ts";
import { usePageLocation } from "../../lib/page-location.ts";
import { consentDecidedEvent } from "../../lib/overlays.ts";
import { whenPopupDue } from "./popup-due.ts";
import { hasLeftLead } from "../lead-forms/lead-left.ts";
import { wasPopupShown } from "./popup-session.ts";
import { markPopupState } from "./popup-state.ts";
import { popupTiming } from "./popup-timing.ts";

const LeadPopupGate = lazy(() => import("./lead-popup-gate.tsx"));

function subscribeToConsent(onChange: () => void) {
  window.addEventListener(consentDecidedEvent, onChange);
  return () => window.removeEventListener(consentDecidedEvent, onChange);
}

// The prerendered page has no popup; it can only fall due after hydration.
const beforeHydration = () => false;

/**
 * The lead popup on every page (SPEC §4, §9; issue #9 items 6-9). Until it falls due,
 * 6 s after load or past 300 px of scrolling, and the cookie question is settled (answered,
 * or nothing to ask when the site uses no optional cookie: stored-choice.ts), this is a
 * timer and two listeners; the rest of its rules load then, and the dialog with its form
 * only when it opens. A first visit that never answers a cookie banner loads none of it.
 *
 * Browser tests shorten its timing through `window.leadPopupTiming`
 * (app/features/popup/popup-timing.ts) and wait for its decision on `<html data-lead-popup>`
 * (popup-state.ts).
 */
export function LeadPopup() {
  const { pathname } = usePageLocation();
  const [due, setDue] = useState(false);
  const cookieChoiceMade = useSyncExternalStore(subscribeToConsent, cookieChoiceSettled, beforeHydration);

  useEffect(() => {
    if (wasPopupShown() || hasLeftLead()) {
      markPopupState("off");
      return;
    }
    markPopupState("pending");
    return whenPopupDue(popupTiming(), () => {
      markPopupState("due");
      setDue(true);
    });
  }, []);

  useEffect(() => {
    // Due, but the cookie banner, when there is one, comes first: the gate is not even loaded.
    if (due && !cookieChoiceMade) markPopupState("held", pathname);
  }, [due, cookieChoiceMade, pathname]);

  if (!due || !cookieChoiceMade) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupGate pathname={pathname} />
    </Suspense>
  );
}
