import type { ChatReply } from "../../contracts/chat.ts";

/** Most follow-up questions shown under a reply. */
const MAX_SUGGESTIONS = 3;

const htmlTag = /<\/?[a-z][^>]*>/gi;
/** Some models wrap JSON in a Markdown code fence even when told not to. */
const codeFence = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").map((item) => item.trim()).filter(Boolean) : [];

const withoutHtml = (text: string) => text.replace(htmlTag, "").trim();

/**
 * Reads the provider's message content (SPEC §7 call 1): JSON with `response`, `context`
 * and `suggestions` becomes the reply; anything else is shown as it is, as the response.
 * Whatever the model wrote, the reply has the contract's shape and no HTML tags.
 */
export function parseAiContent(content: string): ChatReply {
  const raw = content.trim();
  const json = codeFence.exec(raw)?.[1] ?? raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null || typeof (parsed as { response?: unknown }).response !== "string") {
    return { response: withoutHtml(raw), context: { intent: "unknown", confidence: 0, entities: [] }, suggestions: [] };
  }
  const { response, context, suggestions } = parsed as { response: string; context?: unknown; suggestions?: unknown };
  const { intent, confidence, entities } = (typeof context === "object" && context !== null ? context : {}) as Record<string, unknown>;
  return {
    response: withoutHtml(response),
    context: {
      intent: typeof intent === "string" && intent.trim() ? intent.trim() : "unknown",
      confidence: typeof confidence === "number" && Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0,
      entities: strings(entities),
    },
    suggestions: strings(suggestions).map(withoutHtml).slice(0, MAX_SUGGESTIONS),
  };
}
