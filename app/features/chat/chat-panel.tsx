import { X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { chatButton, chatWidget } from "../../content/chat-widget.ts";
import { track } from "../analytics/track.ts";
import { leaveContactHandoff } from "./contact-handoff.ts";
import { buildHandoffMessage, contactMessageMaxLength } from "./handoff-message.ts";
import { sessionStore } from "./session-store.ts";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../contracts/chat.ts";
import { ChatEntryView } from "./chat-entry-view.tsx";
import { ChatComposer } from "./chat-composer.tsx";
import { TypingIndicator } from "./typing-indicator.tsx";
import { useChatConversation } from "./use-chat-conversation.ts";
import { useIslandId } from "../../lib/island-id.ts";

interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Moves the focus into the chat as it opens; not when it reopens on arrival at a page. */
  focusOnOpen?: boolean;
  onClose: () => void;
}

/** Where the panel fills the screen (below Tailwind's `sm`), so following a page link must close it. */
const fullScreenQuery = "(max-width: 39.999rem)";

/**
 * The open chat (SPEC §4): a non-modal dialog, so the page stays usable beside it on
 * larger screens; on small phones it fills the screen. It stays mounted once opened,
 * hidden while closed, so that a reply still pending when the visitor closes it arrives.
 */
export function ChatPanel({ id, open, focusOnOpen = true, onClose }: ChatPanelProps) {
  const { entries, pending, announcement, send } = useChatConversation();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useIslandId("chat-title");
  const noticeId = useIslandId("chat-notice");

  // In the commit that opens the panel: the first keys typed reach the field.
  useLayoutEffect(() => {
    if (open && focusOnOpen) inputRef.current?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    const list = listRef.current;
    if (open && list) list.scrollTop = list.scrollHeight;
  }, [entries, pending, open]);

  const submit = () => {
    if (send(draft)) setDraft("");
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  const closeIfFullScreen = () => {
    if (window.matchMedia(fullScreenQuery).matches) onClose();
  };

  const handOff = () => {
    const message = buildHandoffMessage(entries, chatWidget.handoff.heading, contactMessageMaxLength);
    if (message) leaveContactHandoff(sessionStore(), message);
    track("chat_handoff");
    closeIfFullScreen();
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={noticeId}
      hidden={!open}
      onKeyDown={closeOnEscape}
      className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-96 sm:overflow-hidden sm:rounded-[var(--radius-card)] sm:shadow-raised sm:ring-1 sm:ring-ink-200"
    >
      <header className="flex items-start gap-3 bg-ink-950 px-4 py-3 text-white">
        <div className="flex-1">
          <h2 id={titleId} className="font-semibold">
            {chatWidget.title}
          </h2>
          <p id={noticeId} className="mt-0.5 text-sm text-ink-200">
            {chatWidget.aiNotice}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatButton.close}
          className="-mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <ol ref={listRef} className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4">
        {entries.map((entry) => (
          <ChatEntryView key={entry.id} entry={entry} pending={pending} onSuggestion={(question) => void send(question)} onHandoff={handOff} onNavigate={closeIfFullScreen} />
        ))}
        {pending && <TypingIndicator />}
      </ol>

      {/* One polite live region: each reply is announced once, as it arrives. */}
      <div aria-live="polite" className="sr-only">
        {announcement && <p key={announcement.id}>{`${chatWidget.senders.assistant}: ${announcement.text}`}</p>}
      </div>

      <ChatComposer
        inputRef={inputRef}
        value={draft}
        onChange={setDraft}
        onSubmit={submit}
        pending={pending}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
      />
    </section>
  );
}
