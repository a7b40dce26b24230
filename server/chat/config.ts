import { paths } from "../../app/lib/paths.ts";
import { z } from "zod";
import type { PublicEnv } from "../../config/public-env.ts";
import type { SiteFacts } from "./answerer/answerer.ts";

export const DEFAULT_AI_BASE_URL = "https://api.openai.com/v1";
/** A small, fast model that follows a JSON reply format well; any model of the provider can be named. */
export const DEFAULT_AI_MODEL = "gpt-4.1-mini";
/**
 * One attempt at the provider. Two attempts and the pause between them stay inside the
 * server's 30 s request timeout (server/index.ts), so the visitor gets our 502, not a cut connection.
 */
export const DEFAULT_AI_TIMEOUT_MS = 12_000;
/**
 * The provider's tokens a day before the embedded answerer takes over (token-budget.ts).
 * A message with the instruction, the site's passages and a few turns of history takes
 * about 3 000 to 5 000 tokens, so this is some 50 conversations of a few questions a day:
 * at gpt-4.1-mini's prices well under a dollar.
 */
export const DEFAULT_AI_DAILY_TOKEN_BUDGET = 200_000;

/** The chat's environment variables, merged into the server's schema (server/env.ts). */
export const chatEnvShape = {
  /** With a key the chat asks the AI provider; without one the embedded answerer replies. */
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ""))
    .default(DEFAULT_AI_BASE_URL),
  AI_MODEL: z.string().trim().min(1).max(100).default(DEFAULT_AI_MODEL),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(14_000).default(DEFAULT_AI_TIMEOUT_MS),
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(1).default(DEFAULT_AI_DAILY_TOKEN_BUDGET),
};

export interface AiProviderSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** Tokens the provider may use a Stockholm day, as it reports them; then the embedded answerer replies. */
  dailyTokenBudget: number;
}

export interface ChatConfig {
  /** Absent: the embedded answerer replies. */
  ai: AiProviderSettings | undefined;
  /** Where the answerer sends a visitor it cannot help. */
  site: SiteFacts;
}

type ChatEnv = PublicEnv & z.output<z.ZodObject<typeof chatEnvShape>>;

export function chatConfigFromEnv(env: ChatEnv): ChatConfig {
  return {
    ai: env.AI_API_KEY
      ? {
          apiKey: env.AI_API_KEY,
          baseUrl: env.AI_BASE_URL,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
          dailyTokenBudget: env.AI_DAILY_TOKEN_BUDGET,
        }
      : undefined,
    site: {
      brandName: env.BRAND_NAME,
      email: env.CONTACT_EMAIL,
      phone: env.CONTACT_PHONE,
      address: env.COMPANY_ADDRESS,
      bookingUrl: env.BOOKING_URL ?? new URL(paths.booking, env.SITE_URL).href,
    },
  };
}
