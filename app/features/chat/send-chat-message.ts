import { chatEndpoint, type ChatHistoryMessage, type ChatReply, chatReplySchema } from "../../../contracts/chat.ts";
import { postJson } from "../../lib/api/post-json.ts";

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
  const result = await postJson(chatEndpoint, { messages: history, message }, options);
  if (result.kind === "rateLimited") return { kind: "failed", reason: "rateLimited" };
  if (result.kind !== "ok") return { kind: "failed", reason: "failed" };
  const reply = chatReplySchema.safeParse(result.data);
  return reply.success ? { kind: "reply", reply: reply.data } : { kind: "failed", reason: "failed" };
}
