import * as z from "zod/mini";
import { apiRoot } from "./api.ts";

/*
 * POST /api/chat (SPEC §3 "Chat message", §7 call 1): the widget (app/features/chat/) and
 * the server (server/chat/) accept exactly the same input and reply.
 */

export const chatEndpoint = `${apiRoot}/chat`;
export const chatMethod = "POST";

export const chatRoles = ["user", "assistant"] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Longest message, the visitor's or a reply carried in the history. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Most messages of history sent with a new one; older ones are dropped by the widget. */
export const CHAT_HISTORY_MAX_MESSAGES = 30;

const tooLong = "Meddelandet får vara högst 2\u00a0000 tecken";

/** Longest signature the server takes back; its own are 43 characters (base64url of an HMAC-SHA-256). */
export const CHAT_SIGNATURE_MAX_LENGTH = 100;

export const chatHistoryMessageSchema = z.object({
  role: z.enum(chatRoles, "Okänd avsändare i konversationen"),
  content: z.string().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH, tooLong)),
  /**
   * An assistant message's `signature` as the reply carried it. With an AI provider the
   * server passes on only the assistant messages it wrote itself, so a visitor cannot put
   * words in the model's mouth; one without a signature (an older page) is left out of
   * what the model sees, and the question is still answered.
   */
  signature: z.optional(z.string().check(z.maxLength(CHAT_SIGNATURE_MAX_LENGTH))),
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
 * `signature`, present when an AI provider is configured, is what the widget sends back
 * with this reply in the history (its first CHAT_MESSAGE_MAX_LENGTH characters are signed,
 * as much as the history carries).
 */
export const chatReplySchema = z.object({
  response: z.string(),
  context: z.object({
    intent: z.string(),
    confidence: z.number(),
    entities: z.array(z.string()),
  }),
  suggestions: z.array(z.string()),
  signature: z.optional(z.string()),
});

/** The server's answer to one message: HTTP 200 with this body. */
export type ChatReply = z.output<typeof chatReplySchema>;
/** What the reply says about the question: its intent, how sure the answer is (0 to 1), and what it named. */
export type ChatReplyContext = ChatReply["context"];
