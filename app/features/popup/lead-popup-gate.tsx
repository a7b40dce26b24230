import { lazy, Suspense, useEffect, useState } from "react";
import { hasValidConsentChoice } from "../consent/stored-choice.ts";
import { chatOpenChangeEvent, consentDecidedEvent, isChatOpen } from "../../lib/overlays.ts";
import { popupMayOpen } from "./popup-rules.ts";
import { hasLeftLead, wasPopupShown } from "./popup-session.ts";
import { markPopupState } from "./popup-state.ts";

const LeadPopupDialog = lazy(() => import("./lead-popup-dialog.tsx"));

function mayOpenOn(pathname: string) {
  return popupMayOpen({
    pathname,
    shown: wasPopupShown(),
    leadLeft: hasLeftLead(),
    consentDecided: hasValidConsentChoice(),
    chatOpen: isChatOpen(),
  });
}

/**
 * A popup that has fallen due opens as soon as it may (popup-rules.ts): it waits for
 * the chat to close or for a page it may open on, rather than starting its timer over.
 * Once closed it stays closed.
 */
export default function LeadPopupGate({ pathname }: { pathname: string }) {
  const [stage, setStage] = useState<"waiting" | "open" | "closed">("waiting");

  useEffect(() => {
    if (stage !== "waiting") return;
    const look = () => {
      if (mayOpenOn(pathname)) setStage("open");
      else markPopupState("held", pathname);
    };
    look();
    window.addEventListener(consentDecidedEvent, look);
    window.addEventListener(chatOpenChangeEvent, look);
    return () => {
      window.removeEventListener(consentDecidedEvent, look);
      window.removeEventListener(chatOpenChangeEvent, look);
    };
  }, [pathname, stage]);

  useEffect(() => {
    if (stage !== "waiting") markPopupState(stage);
  }, [stage]);

  if (stage !== "open") return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog onClosed={() => setStage("closed")} />
    </Suspense>
  );
}
