import type { ChatHistoryMessage } from "../../contracts/chat.ts";

/** The most turns of history passed to the AI provider: enough for a follow-up question to make sense. */
export const FORWARDED_TURNS = 6;

/**
 * The most characters of conversation in one request to the provider: the history passed
 * on and the new question together (the instruction and the site's passages are ours and
 * come on top). At the contract's limit a request could otherwise carry 66.5 KB of
 * visitor text, paid for on every message.
 */
export const FORWARDED_CHARACTERS = 8_000;

export interface ForwardedTurn {
  role: ChatHistoryMessage["role"];
  content: string;
}

/**
 * What of the history goes to the provider with `message`: the visitor's own turns, and
 * assistant turns only when this server wrote them (`isServerReply`, a valid signature);
 * of those the latest FORWARDED_TURNS, as many as fit in FORWARDED_CHARACTERS with the
 * new question, counted back from the newest. A turn that does not fit ends the history
 * there, so what is passed on is always the conversation's most recent part, unbroken.
 */
export function forwardedHistory(
  messages: readonly ChatHistoryMessage[],
  message: string,
  isServerReply: (turn: ChatHistoryMessage) => boolean,
): ForwardedTurn[] {
  const trusted = messages.filter((turn) => turn.role === "user" || isServerReply(turn));
  const kept: ForwardedTurn[] = [];
  let characters = message.length;
  for (let index = trusted.length - 1; index >= 0 && kept.length < FORWARDED_TURNS; index--) {
    const { role, content } = trusted[index]!;
    characters += content.length;
    if (characters > FORWARDED_CHARACTERS) break;
    kept.unshift({ role, content });
  }
  return kept;
}
