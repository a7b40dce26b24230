import type { z } from "zod/mini";
import type { chatReplySchema } from "../../lib/validation/chat.ts";

/** Where the widget posts (server/chat/routes.ts). */
export const chatEndpoint = "/api/chat";

/** The server's answer to one message: HTTP 200 with this body. */
export type ChatReply = z.output<typeof chatReplySchema>;
/** What the reply says about the question: its intent, how sure the answer is (0 to 1), and what it named. */
export type ChatReplyContext = ChatReply["context"];

export type { ChatHistoryMessage, ChatRequestInput, ChatRole } from "../../lib/validation/chat.ts";
