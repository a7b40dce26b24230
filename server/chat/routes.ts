import { Hono } from "hono";
import { type ChatReply, chatRequestSchema } from "../../contracts/chat.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import { type RateLimitDatabase, type RateWindow, rateLimit } from "../http/rate-limit.ts";
import { AI_FAILURE, createAiProvider } from "./ai-provider.ts";
import { createAnswerer } from "./answerer/answerer.ts";
import type { ChatConfig } from "./config.ts";
import { forwardedHistory } from "./forwarded-history.ts";
import { replySignerFor } from "./reply-signature.ts";
import { dailyTokenBudget } from "./token-budget.ts";

/**
 * Enough for a visitor who chats briskly (a message every three seconds for a minute)
 * and for a long conversation, not for a script that uses the AI provider on our account.
 */
export const chatRateWindows: readonly RateWindow[] = [
  { points: 20, seconds: 60 },
  { points: 200, seconds: 60 * 60 },
];

/** 31 messages of 2 000 characters of four-byte characters, with room for the JSON around them. */
const CHAT_BODY_LIMIT = 256 * 1024;

/** What the chat needs: the database for its rate limit, and its settings. */
export interface ChatContext {
  data?: { database: Database; rateLimits: RateLimitDatabase };
  chat?: ChatConfig;
  trustProxy: number;
}

/**
 * POST /api/chat (README.md): the AI provider's reply when AI_API_KEY is set, otherwise
 * the embedded answerer's. Without a database (for the rate limit) or the chat's
 * settings there is no endpoint. With a provider, each reply carries the server's
 * signature, the provider gets only the signed assistant turns and the latest few turns
 * (forwarded-history.ts), and once the day's token budget is spent the embedded answerer
 * replies (token-budget.ts). The log says which replied, the intent and the time, never
 * what the visitor wrote.
 */
export function chatRoutes({ data, chat, trustProxy }: ChatContext) {
  if (!data || !chat) return undefined;
  // Built once here, not per request: the answerer's search index takes a moment to build.
  const answerer = createAnswerer(chat.site);
  const ai = chat.ai
    ? {
        provider: createAiProvider(chat.ai, chat.site, answerer.passagesFor),
        signer: replySignerFor(chat.ai.apiKey),
        budget: dailyTokenBudget(data.database.db, chat.ai.dailyTokenBudget),
      }
    : undefined;

  return new Hono<AppEnv>().post("/", rateLimit({ database: data.rateLimits, name: "chat", windows: chatRateWindows, trustProxy }), async (c) => {
    const conversation = await readBody(c, chatRequestSchema, { limit: CHAT_BODY_LIMIT });
    const started = performance.now();
    const log = c.get("log");
    const budgetSpent = ai ? await ai.budget.spent() : false;
    let reply: ChatReply;
    let forwarded: number | undefined;
    let tokens: number | undefined;
    if (ai && !budgetSpent) {
      const { signer } = ai;
      const messages = forwardedHistory(conversation.messages, conversation.message, (turn) => signer.verify(turn.content, turn.signature));
      forwarded = messages.length;
      try {
        ({ reply, tokens } = await ai.provider.reply({ messages, message: conversation.message }));
      } catch (error) {
        log.error({ err: error, chat: { provider: "ai", ms: Math.round(performance.now() - started) } }, AI_FAILURE);
        throw new ApiError(502, errorMessages.chatUnavailable);
      }
      // The visitor has the answer either way: a count that cannot be stored is logged, not an error for them.
      await ai.budget.record(tokens).catch((error: unknown) => log.error({ err: error }, "AI tokens could not be counted"));
    } else {
      reply = answerer.answer(conversation);
    }
    log.info(
      {
        chat: {
          provider: ai && !budgetSpent ? "ai" : "embedded",
          intent: reply.context.intent,
          history: conversation.messages.length,
          ...(forwarded === undefined ? {} : { forwarded, tokens }),
          ...(budgetSpent ? { budgetSpent } : {}),
          ms: Math.round(performance.now() - started),
        },
      },
      "Chat answered",
    );
    const body: ChatReply = ai ? { ...reply, signature: ai.signer.sign(reply.response) } : reply;
    return c.json(body, 200, { "Cache-Control": "no-store" });
  });
}
