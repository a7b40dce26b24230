import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { chatButton } from "../../content/chat-widget.ts";
import { setChatOpen } from "../../lib/overlays.ts";
import { useIdle } from "../../lib/use-idle.ts";
import { track } from "../analytics/track.ts";
import { chatWasOpen, rememberChatOpen } from "./open-state.ts";
import { sessionStore } from "./session-store.ts";
import { useIslandId } from "../../lib/island-id.ts";
import { usePageLocation } from "../../lib/page-location.ts";
import { isChatFreePath } from "./chat-rules.ts";

function navigationType(): string | undefined {
  return (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
}

const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat button on every page (SPEC §2 "Global widgets"), closed by default.
 * Only the button is part of the page's JavaScript: the chat itself loads when the
 * visitor points at, focuses or taps the button, so it costs first paint nothing. The
 * button appears once the browser is idle after hydration, fixed in a corner, so it shifts nothing.
 * Open as the visitor follows a link, it opens again on the next page (open-state.ts),
 * without taking the focus from the page. The staff workspace has no button (chat-rules.ts).
 */
export function ChatLauncher() {
  const idle = useIdle();
  // Open as the visitor left the previous page: open again, once the button shows. Nothing
  // renders before that, so the server's HTML and the hydrated page agree.
  const [restored, setRestored] = useState(() => typeof window !== "undefined" && chatWasOpen(sessionStore(), navigationType()));
  const [open, setOpen] = useState(restored);
  // The panel stays mounted after the first open; see chat-panel.tsx.
  const [opened, setOpened] = useState(restored);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useIslandId("chat-panel");
  const { pathname } = usePageLocation();

  useEffect(() => {
    if (idle && restored) setChatOpen(true);
  }, [idle, restored]);

  // In the commit that closes the panel, not after the next paint (when an effect runs):
  // a key pressed at once goes to the button.
  useLayoutEffect(() => {
    // Focus goes back to the button on close, once it is shown again on small phones.
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const toggle = (next: boolean) => {
    if (next) setOpened(true);
    if (next && !open) track("chat_opened");
    setRestored(false);
    setOpen(next);
    setChatOpen(next);
    rememberChatOpen(sessionStore(), next);
  };

  if (!idle || isChatFreePath(pathname)) return null;
  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} focusOnOpen={!restored} onClose={() => toggle(false)} />
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
