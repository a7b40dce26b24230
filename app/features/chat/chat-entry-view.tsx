import type { MouseEvent } from "react";
import { chatWidget } from "../../content/chat-widget.ts";
import type { ChatEntry } from "./conversation.ts";
import { formatChatTime } from "./chat-time.ts";
import { paths } from "../../lib/paths.ts";
import { ReplyText } from "./reply-text.tsx";
import { usePageLocation } from "../../lib/page-location.ts";

interface ChatEntryViewProps {
  entry: ChatEntry;
  /** A reply is pending, so a suggestion cannot be sent yet. */
  pending: boolean;
  /** Sends a suggested question. */
  onSuggestion: (question: string) => void;
  /** Leaves the conversation for the contact form, before the link is followed. */
  onHandoff: () => void;
  /** Called when a link in a reply leads to another page of the site. */
  onNavigate: () => void;
}

const bubble = "max-w-[85%] rounded-2xl px-4 py-2.5 whitespace-pre-line break-words";

function Byline({ sender, time }: { sender: string; time: number }) {
  return (
    <p className="mt-1 px-1 text-xs text-ink-600">
      {sender} <span aria-hidden="true">·</span> <time dateTime={new Date(time).toISOString()}>{formatChatTime(time)}</time>
    </p>
  );
}

/** One item of the conversation: a message, the follow-up suggestions, or the failure notice with the way to the contact form. */
export function ChatEntryView({ entry, pending, onSuggestion, onHandoff, onNavigate }: ChatEntryViewProps) {
  const { pathname } = usePageLocation();
  const handOff = (event: MouseEvent<HTMLAnchorElement>) => {
    onHandoff();
    // On /contact the form on screen takes the questions: loading the page again would lose them.
    if (pathname === paths.contact) event.preventDefault();
  };
  if (entry.kind === "message" && entry.role === "user") {
    return (
      <li className="flex flex-col items-end">
        <div className={`${bubble} rounded-br-md bg-brand-600 text-white`}>{entry.content}</div>
        <Byline sender={chatWidget.senders.user} time={entry.time} />
      </li>
    );
  }

  return (
    <li className="flex flex-col items-start">
      <div className={`${bubble} rounded-bl-md bg-ink-100 text-ink-900`}>
        {entry.kind === "message" && <ReplyText text={entry.content} onNavigate={onNavigate} />}
        {entry.kind === "suggestions" && (
          <>
            <p id={`${entry.id}-title`}>{chatWidget.suggestionsTitle}</p>
            <ul aria-labelledby={`${entry.id}-title`} className="mt-2 flex flex-col items-start gap-2 whitespace-normal">
              {entry.suggestions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    aria-disabled={pending || undefined}
                    onClick={() => onSuggestion(question)}
                    className="rounded-xl bg-white px-3 py-1.5 text-left text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-60"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {entry.kind === "failure" && (
          <>
            <p>{entry.content}</p>
            <p className="mt-2 whitespace-normal">
              {chatWidget.handoff.text}{" "}
              <a href={paths.contact} onClick={handOff} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {chatWidget.handoff.link}
              </a>
            </p>
          </>
        )}
      </div>
      <Byline sender={chatWidget.senders.assistant} time={entry.time} />
    </li>
  );
}
