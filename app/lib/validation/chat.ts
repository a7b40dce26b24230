import * as z from "zod/mini";

/*
 * The chat's request and reply (SPEC §3 "Chat message", §7 call 1), shared by the widget
 * and POST /api/chat so both accept exactly the same input.
 */

export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Longest message, the visitor's or a reply carried in the history. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Most messages of history sent with a new one; older ones are dropped by the widget. */
export const CHAT_HISTORY_MAX_MESSAGES = 30;

const tooLong = "Meddelandet får vara högst 2\u00a0000 tecken";

export const chatHistoryMessageSchema = z.object({
  role: z.enum(chatRoles, "Okänd avsändare i konversationen"),
  content: z.string().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH, tooLong)),
});

export const chatRequestSchema = z.object({
  messages: z._default(
    z
      .array(chatHistoryMessageSchema)
      .check(z.maxLength(CHAT_HISTORY_MAX_MESSAGES, "Konversationen är för lång. Börja en ny konversation och försök igen.")),
    [],
  ),
  message: z
    .string("Skriv ett meddelande")
    .check(z.trim(), z.minLength(1, "Skriv ett meddelande"), z.maxLength(CHAT_MESSAGE_MAX_LENGTH, tooLong)),
});

/** One earlier message of the conversation. */
export type ChatHistoryMessage = z.output<typeof chatHistoryMessageSchema>;
/** What the widget sends. */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
/** A validated request: the new message trimmed, a missing history empty. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/**
 * The reply: `response` is plain text in which links are Markdown-style `[text](/path)`
 * or bare URLs, never HTML; `suggestions` are follow-up questions, possibly none.
 */
export const chatReplySchema = z.object({
  response: z.string(),
  context: z.object({
    intent: z.string(),
    confidence: z.number(),
    entities: z.array(z.string()),
  }),
  suggestions: z.array(z.string()),
});
