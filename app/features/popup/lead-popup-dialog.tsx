import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { leadPopupCopy } from "../../content/lead-popup-copy.ts";
import { track } from "../analytics/track.ts";
import { markPopupShown } from "./popup-session.ts";
import { keepTabInside } from "./keep-tab-inside.ts";
import { LeadPopupForm } from "../lead-forms/lead-popup-form.tsx";
import { lockPageScroll } from "./page-scroll-lock.ts";
import { useIslandId } from "../../lib/island-id.ts";

/**
 * The popup as a native modal dialog (issue #9 item 7): the page behind is inert and
 * does not move, Esc and the close button close it, and the browser returns focus to
 * where it was. Focus starts on the close button, the first control: the visitor did
 * not ask for this dialog, so dismissing it is one key away, and a phone does not raise
 * its keyboard for a field the visitor may not want. On a small phone it is a
 * full-width sheet at the bottom of the screen.
 */
interface LeadPopupDialogProps {
  /** Whether it may still open: asked once more in the moment it would, after its code has loaded. */
  mayOpen: () => boolean;
  /** It did not open after all: the visitor started on a form meanwhile. */
  onHeld: () => void;
  onClosed: () => void;
}

export default function LeadPopupDialog({ mayOpen, onHeld, onClosed }: LeadPopupDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const unlockScroll = useRef<() => void>(() => {});
  const headingId = useIslandId("popup-heading");
  const leadId = useIslandId("popup-lead");

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // React's development mode runs this twice: the second time the dialog is already open,
    // and a second showModal() on an open dialog would throw.
    if (!element.open && !mayOpen()) {
      onHeld();
      return;
    }
    unlockScroll.current = lockPageScroll();
    if (!element.open) element.showModal();
    markPopupShown();
    track("popup_shown");
    return () => unlockScroll.current();
    // It opens once, when it mounts: what it was asked then is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={leadId}
      onKeyDown={keepTabInside}
      onClose={() => {
        unlockScroll.current();
        onClosed();
      }}
      className="m-0 mt-auto w-full max-w-none overflow-y-auto rounded-t-[var(--radius-card)] border-0 bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-950/60 sm:m-auto sm:max-w-md sm:rounded-[var(--radius-card)]"
    >
      <div className="relative px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:p-8">
        <button
          ref={closeButton}
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{leadPopupCopy.close}</span>
        </button>
        <h2 id={headingId} className="pr-10 text-2xl font-bold tracking-tight text-ink-950">
          {leadPopupCopy.heading}
        </h2>
        <p id={leadId} className="mt-2 text-ink-700">
          {leadPopupCopy.lead}
        </p>
        <LeadPopupForm onStored={() => closeButton.current?.focus()} />
      </div>
    </dialog>
  );
}
