import { CHAT_HISTORY_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, type ChatHistoryMessage, type ChatReply, type ChatRole } from "../../../contracts/chat.ts";

/**
 * One item of the conversation as the widget shows it. Only `message` items are the
 * conversation itself; the suggestions (SPEC §7 call 1) and the failure notice (SPEC §8)
 * are shown as assistant messages but never sent back as history. A reply keeps the
 * server's `signature`, which goes back with it in the history: with an AI provider the
 * server passes on only the assistant messages it signed.
 */
export type ChatEntry =
  | { id: string; kind: "message"; role: ChatRole; content: string; time: number; signature?: string }
  | { id: string; kind: "suggestions"; suggestions: string[]; time: number }
  | { id: string; kind: "failure"; content: string; time: number };

/** More than a visitor scrolls back through; older entries are dropped from the stored conversation. */
export const CONVERSATION_MAX_ENTRIES = 200;

let lastId = 0;

/** An id unique within the tab, also across a reload that restored older entries. */
export function newEntryId(time: number) {
  lastId += 1;
  return `${time.toString(36)}-${lastId.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function messageEntry(role: ChatRole, content: string, time = Date.now()): ChatEntry {
  return { id: newEntryId(time), kind: "message", role, content, time };
}

/** The server's reply as a message of the conversation, with its signature when it has one. */
export function replyEntry({ response, signature }: Pick<ChatReply, "response" | "signature">, time = Date.now()): ChatEntry {
  return { id: newEntryId(time), kind: "message", role: "assistant", content: response, time, ...(signature === undefined ? {} : { signature }) };
}

export function suggestionsEntry(suggestions: string[], time = Date.now()): ChatEntry {
  return { id: newEntryId(time), kind: "suggestions", suggestions, time };
}

export function failureEntry(content: string, time = Date.now()): ChatEntry {
  return { id: newEntryId(time), kind: "failure", content, time };
}

/**
 * The history sent with a new message, within what POST /api/chat accepts: the latest
 * messages only, each cut to the longest a message may be (the server signs a reply as
 * cut so), each reply with its signature. A long AI reply must not make the next question fail.
 */
export function historyForRequest(entries: readonly ChatEntry[]): ChatHistoryMessage[] {
  return entries
    .filter((entry) => entry.kind === "message")
    .slice(-CHAT_HISTORY_MAX_MESSAGES)
    .map(({ role, content, signature }) => ({
      role,
      content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH),
      ...(role === "assistant" && signature !== undefined ? { signature } : {}),
    }));
}

/** The entries worth keeping: the latest ones, up to CONVERSATION_MAX_ENTRIES. */
export function keepLatest(entries: readonly ChatEntry[]): ChatEntry[] {
  return entries.slice(-CONVERSATION_MAX_ENTRIES);
}
