import { chatEndpoint, type ChatHistoryMessage, type ChatReply, chatReplySchema } from "../../../contracts/chat.ts";
import { apiRequest } from "../../lib/api/api-request.ts";

/**
 * The outcome of one question: the server's reply, or a failure of any kind (the AI
 * failed, the rate limit was hit, no answer, an answer of the wrong shape). The widget
 * shows every failure the same way (SPEC §8) and offers the contact form instead.
 */
export type ChatOutcome = { kind: "reply"; reply: ChatReply } | { kind: "failed"; reason: "rateLimited" | "failed" };

export async function sendChatMessage(
  history: ChatHistoryMessage[],
  message: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ChatOutcome> {
  const result = await apiRequest({ method: "POST", path: chatEndpoint, response: chatReplySchema }, { body: { messages: history, message } }, options);
  if (result.ok) return { kind: "reply", reply: result.data };
  return { kind: "failed", reason: result.failure.kind === "rateLimited" ? "rateLimited" : "failed" };
}
