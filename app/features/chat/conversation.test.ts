import { describe, expect, it } from "vitest";
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, chatRequestSchema } from "../../../contracts/chat.ts";
import {
  CONVERSATION_MAX_ENTRIES,
  type ChatEntry,
  failureEntry,
  historyForRequest,
  keepLatest,
  messageEntry,
  replyEntry,
  suggestionsEntry,
} from "./conversation.ts";

function longConversation(questions: number): ChatEntry[] {
  const entries: ChatEntry[] = [messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?")];
  for (let index = 1; index <= questions; index += 1) {
    entries.push(messageEntry("user", `Fråga ${index}`), messageEntry("assistant", `Svar ${index}`), suggestionsEntry([`Följdfråga ${index}`]));
  }
  return entries;
}

describe("historyForRequest", () => {
  it("sends the messages in order, without suggestions or failure notices", () => {
    const entries = [
      messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?"),
      messageEntry("user", "Vad kostar chattboten?"),
      messageEntry("assistant", "Från 2 995 kr i månaden."),
      suggestionsEntry(["Vad ingår?", "Finns det provperiod?"]),
      messageEntry("user", "Ingår support?"),
      failureEntry("Tyvärr kunde jag inte behandla ditt meddelande just nu. Försök igen senare."),
    ];
    expect(historyForRequest(entries)).toEqual([
      { role: "assistant", content: "Hej hur kan vi hjälpa dig idag?" },
      { role: "user", content: "Vad kostar chattboten?" },
      { role: "assistant", content: "Från 2 995 kr i månaden." },
      { role: "user", content: "Ingår support?" },
    ]);
  });

  it("sends each reply back with the server's signature, so the server can pass it on as its own", () => {
    const signature = "s".repeat(43);
    const entries = [
      messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?"),
      messageEntry("user", "Vad kostar chattboten?"),
      replyEntry({ response: "Från 2 995 kr i månaden.", signature }),
      replyEntry({ response: "Ett svar från en äldre server." }),
    ];
    expect(historyForRequest(entries)).toEqual([
      { role: "assistant", content: "Hej hur kan vi hjälpa dig idag?" },
      { role: "user", content: "Vad kostar chattboten?" },
      { role: "assistant", content: "Från 2 995 kr i månaden.", signature },
      { role: "assistant", content: "Ett svar från en äldre server." },
    ]);
    expect(chatRequestSchema.safeParse({ messages: historyForRequest(entries), message: "Hej" }).success).toBe(true);
  });

  it("keeps the latest messages when the conversation is longer than the server accepts", () => {
    const history = historyForRequest(longConversation(40));
    expect(history).toHaveLength(CHAT_HISTORY_MAX_MESSAGES);
    expect(history.at(-1)).toEqual({ role: "assistant", content: "Svar 40" });
    expect(history[0]).toEqual({ role: "user", content: "Fråga 26" });
  });

  it("cuts a reply longer than a message may be, so the next question is still accepted", () => {
    const history = historyForRequest([messageEntry("assistant", "å".repeat(CHAT_MESSAGE_MAX_LENGTH + 500))]);
    expect(history[0]?.content).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });

  it("always gives a history the chat API accepts", () => {
    const entries = [...longConversation(50), messageEntry("assistant", "x".repeat(5000))];
    expect(chatRequestSchema.safeParse({ messages: historyForRequest(entries), message: "Hej" }).success).toBe(true);
  });
});

describe("keepLatest", () => {
  it("drops the oldest entries beyond the limit", () => {
    const entries = longConversation(100);
    const kept = keepLatest(entries);
    expect(kept).toHaveLength(CONVERSATION_MAX_ENTRIES);
    expect(kept.at(-1)).toBe(entries.at(-1));
  });

  it("gives every entry an id of its own", () => {
    const entries = longConversation(20);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});
