import { chatWidget } from "../../content/chat-widget.ts";

/** Shown while a reply is pending (SPEC §4): three dots, named for screen readers. */
export function TypingIndicator() {
  return (
    <li className="flex flex-col items-start">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-ink-100 px-4 py-3.5">
        <span className="sr-only">{chatWidget.typing}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-2 rounded-full bg-ink-500 motion-safe:animate-bounce"
          />
        ))}
      </div>
    </li>
  );
}
