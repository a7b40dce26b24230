import { useCallback, useEffect, useRef, useState } from "react";
import { chatWidget } from "../../content/chat-widget.ts";
import { notify } from "../../lib/notify.ts";
import { type ChatEntry, failureEntry, historyForRequest, keepLatest, messageEntry, replyEntry, suggestionsEntry } from "./conversation.ts";
import { readConversation, saveConversation } from "./conversation-storage.ts";
import { sessionStore } from "./session-store.ts";
import { sendChatMessage } from "./send-chat-message.ts";

/** The latest reply, for the panel's one polite live region: a new id is a new announcement. */
export interface Announcement {
  id: string;
  text: string;
}

/**
 * The conversation of the chat panel (SPEC §4, §5, §8). It starts from what this tab
 * stored earlier, or with the greeting on the first open, and is stored on every
 * change. Only one question is out at a time: a send while a reply is pending, or of
 * nothing but whitespace, is ignored.
 */
export function useChatConversation() {
  const [entries, setEntries] = useState<ChatEntry[]>(() => readConversation(sessionStore()) ?? [messageEntry("assistant", chatWidget.greeting)]);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>();
  // Read by send, which must see a reply and a send of the same moment without waiting for a render.
  const entriesRef = useRef(entries);
  const pendingRef = useRef(false);

  useEffect(() => {
    saveConversation(sessionStore(), entries);
  }, [entries]);

  const append = useCallback((...added: ChatEntry[]) => {
    entriesRef.current = keepLatest([...entriesRef.current, ...added]);
    setEntries(entriesRef.current);
  }, []);

  /** Sends a question; true when it was accepted, false when it was ignored. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      const history = historyForRequest(entriesRef.current);
      append(messageEntry("user", message));

      void sendChatMessage(history, message).then((outcome) => {
        if (outcome.kind === "reply") {
          const { response, suggestions } = outcome.reply;
          const answer = replyEntry(outcome.reply);
          if (suggestions.length > 0) append(answer, suggestionsEntry(suggestions));
          else append(answer);
          setAnnouncement({ id: answer.id, text: response });
        } else {
          const failure = failureEntry(chatWidget.failureMessage);
          append(failure);
          setAnnouncement({ id: failure.id, text: `${chatWidget.failureMessage} ${chatWidget.handoff.text}` });
          void notify("error", chatWidget.failureToast);
        }
        pendingRef.current = false;
        setPending(false);
      });
      return true;
    },
    [append],
  );

  return { entries, pending, announcement, send };
}
