import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cookieChoiceSettled } from "../consent/stored-choice.ts";
import { chatOpenChangeEvent, consentDecidedEvent, isChatOpen } from "../../lib/overlays.ts";
import { type FormActivityWatch, watchFormActivity } from "./form-activity.ts";
import { popupMayOpen } from "./popup-rules.ts";
import { hasLeftLead } from "../lead-forms/lead-left.ts";
import { wasPopupShown } from "./popup-session.ts";
import { markPopupState } from "./popup-state.ts";

const LeadPopupDialog = lazy(() => import("./lead-popup-dialog.tsx"));

function mayOpenOn(pathname: string, formBusy: boolean) {
  return popupMayOpen({
    pathname,
    shown: wasPopupShown(),
    leadLeft: hasLeftLead(),
    consentDecided: cookieChoiceSettled(),
    chatOpen: isChatOpen(),
    formBusy,
  });
}

/**
 * A popup that has fallen due opens as soon as it may (popup-rules.ts): it waits for
 * the chat to close, for a page it may open on, or for the visitor to be done with a
 * form, rather than starting its timer over. The dialog looks once more in the moment it
 * would open, since its code loads in between. Once closed it stays closed.
 */
export default function LeadPopupGate({ pathname }: { pathname: string }) {
  const [stage, setStage] = useState<"waiting" | "open" | "closed">("waiting");
  const look = useRef(() => {});
  const forms = useRef<FormActivityWatch | null>(null);
  const closed = stage === "closed";

  // Watches the forms until the popup has been shown, through the load of the dialog's code.
  useEffect(() => {
    if (closed) return;
    const watch = watchFormActivity(() => look.current());
    forms.current = watch;
    return () => {
      watch.stop();
      forms.current = null;
    };
  }, [closed]);

  useEffect(() => {
    if (stage !== "waiting") return;
    look.current = () => {
      if (mayOpenOn(pathname, forms.current?.busy() ?? true)) setStage("open");
      else markPopupState("held", pathname);
    };
    look.current();
    const onChange = () => look.current();
    window.addEventListener(consentDecidedEvent, onChange);
    window.addEventListener(chatOpenChangeEvent, onChange);
    return () => {
      look.current = () => {};
      window.removeEventListener(consentDecidedEvent, onChange);
      window.removeEventListener(chatOpenChangeEvent, onChange);
    };
  }, [pathname, stage]);

  useEffect(() => {
    if (stage !== "waiting") markPopupState(stage);
  }, [stage]);

  if (stage !== "open") return null;
  const mayOpenNow = () => mayOpenOn(pathname, forms.current?.busy() ?? true);
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog mayOpen={mayOpenNow} onHeld={() => setStage("waiting")} onClosed={() => setStage("closed")} />
    </Suspense>
  );
}
