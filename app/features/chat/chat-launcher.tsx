import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { chatButton } from "../../content/chat-widget.ts";
import { setChatOpen } from "../../lib/overlays.ts";
import { useIdle } from "../../lib/use-idle.ts";
import { track } from "../analytics/track.ts";

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat button on every page (SPEC §2 "Global widgets"), closed by default.
 * Only the button is part of the page's JavaScript: the chat itself loads when the
 * visitor points at, focuses or taps the button, so it costs first paint nothing. The
 * button appears once the browser is idle after hydration, fixed in a corner, so it shifts nothing.
 */
export function ChatLauncher() {
  const idle = useIdle();
  const [open, setOpen] = useState(false);
  // The panel stays mounted after the first open; see chat-panel.tsx.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();

  useEffect(() => {
    // Focus goes back to the button on close, once it is shown again on small phones.
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const toggle = (next: boolean) => {
    if (next) setOpened(true);
    if (next && !open) track("chat_opened");
    setOpen(next);
    setChatOpen(next);
  };

  if (!idle) return null;
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={() => toggle(false)} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? chatButton.close : chatButton.open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onClick={() => toggle(!open)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) toggle(false);
        }}
        className={`fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised hover:bg-brand-700 sm:right-6 sm:bottom-6 ${open ? "max-sm:hidden" : ""}`}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  );
}
