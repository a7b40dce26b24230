import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type RefObject } from "react";
import { chatWidget } from "../../content/chat-widget.ts";
import { useIslandId } from "../../lib/island-id.ts";

interface ChatComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** A reply is pending: sending is blocked until it arrives (SPEC §4). */
  pending: boolean;
  maxLength: number;
}

/**
 * Where the visitor writes. Enter sends and Shift+Enter starts a new line. While a reply
 * is pending the field stays editable, so the next question can be written, but it is
 * not sent; the button says so without losing focus (aria-disabled, not disabled).
 */
export function ChatComposer({ inputRef, value, onChange, onSubmit, pending, maxLength }: ChatComposerProps) {
  const inputId = useIslandId("chat-message");

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-ink-200 bg-white px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatWidget.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={2}
        value={value}
        maxLength={maxLength}
        placeholder={chatWidget.inputPlaceholder}
        enterKeyHint="send"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={sendOnEnter}
        className="block max-h-32 min-h-11 flex-1 resize-none rounded-[var(--radius-control)] bg-white px-3 py-2 text-base text-ink-950 ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="sr-only">{chatWidget.send}</span>
      </button>
    </form>
  );
}
