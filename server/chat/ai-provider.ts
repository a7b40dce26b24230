import OpenAI, { APIConnectionError, APIError } from "openai";
import type { ChatReply } from "../../contracts/chat.ts";
import { parseAiContent } from "./ai-reply.ts";
import type { SiteFacts } from "./answerer/answerer.ts";
import type { AiProviderSettings } from "./config.ts";
import type { ForwardedTurn } from "./forwarded-history.ts";
import { siteContext, systemInstruction } from "./system-instruction.ts";

/** The error SPEC §7 call 1 and §8 name for a provider that did not answer. */
export const AI_FAILURE = "Failed to get response from AI";

/** How many of the site's passages go with each question: enough for the facts, few enough to stay on topic. */
export const CONTEXT_PASSAGES = 4;

/** A connection that failed or timed out is tried once more after this pause. */
const RETRY_PAUSE_MS = 300;

/** Characters a token stands for when a provider reports no usage: about four in Swedish and English text. */
const CHARACTERS_PER_TOKEN = 4;

export interface ChatProvider {
  /**
   * The model's reply to `message` after `messages` (what forwarded-history.ts lets through),
   * and the tokens the provider reported for it (estimated from the text when it reports none).
   */
  reply(conversation: { messages: readonly ForwardedTurn[]; message: string }): Promise<{ reply: ChatReply; tokens: number }>;
}

/**
 * What a failure may reveal in the log: the kind of error and the provider's status,
 * never its message or headers, which can echo the request and the key.
 */
function describe(error: unknown) {
  if (error instanceof APIError) return { name: error.constructor.name, status: error.status };
  if (error instanceof Error) return { name: error.name };
  return error;
}

/**
 * Any OpenAI-compatible chat-completions endpoint through the official SDK, told SPEC's
 * instruction and given the site's passages on the question (`passagesFor`, the
 * answerer's index). The key stays on this server. A non-OK status, or a content that is not text, throws
 * Error(AI_FAILURE); a failed or timed-out connection is retried once first.
 */
export function createAiProvider(settings: AiProviderSettings, site: SiteFacts, passagesFor: (question: string, limit: number, previousQuestion?: string) => string[]): ChatProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    // Retries are ours: once, and only for network errors (a 4xx or 5xx is final).
    maxRetries: 0,
    // The SDK's own log would print to the console beside ours; failures are logged by the route.
    logLevel: "off",
    organization: null,
    project: null,
  });

  return {
    async reply({ messages, message }) {
      // "Vad kostar den?" has no facts of its own to look up: the visitor's previous question does,
      // and the figures the embedded answerer computes for the two together ("Och per år?") come first.
      const previous = messages.filter((item) => item.role === "user").at(-1)?.content;
      const passages = passagesFor(message, CONTEXT_PASSAGES, previous);
      const request = {
        model: settings.model,
        messages: [
          // Written at each question: it names the services as published.
          { role: "system" as const, content: systemInstruction(site) },
          ...(passages.length > 0 ? [{ role: "system" as const, content: siteContext(passages) }] : []),
          ...messages.map(({ role, content }) => ({ role, content })),
          { role: "user" as const, content: message },
        ],
        response_format: { type: "json_object" as const },
      };
      for (let attempt = 1; ; attempt++) {
        // The failure is kept, not rethrown: its message and headers may echo the key, so only describe() reaches the log.
        let failure: unknown;
        try {
          const completion = await client.chat.completions.create(request);
          const content = completion.choices[0]?.message?.content;
          if (typeof content === "string" && content.trim() !== "") {
            const tokens = completion.usage?.total_tokens ?? estimatedTokens(request.messages, content);
            return { reply: parseAiContent(content), tokens };
          }
          failure = { name: "EmptyContent" };
        } catch (error) {
          failure = error;
        }
        if (failure instanceof APIConnectionError && attempt === 1) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
          continue;
        }
        throw new Error(AI_FAILURE, { cause: describe(failure) });
      }
    },
  };
}

/** The tokens of a request and its answer, from their length, for a provider that reports no usage. */
function estimatedTokens(messages: readonly { content: string }[], answer: string): number {
  const characters = messages.reduce((sum, message) => sum + message.content.length, answer.length);
  return Math.ceil(characters / CHARACTERS_PER_TOKEN);
}
