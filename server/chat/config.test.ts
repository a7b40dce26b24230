import { describe, expect, it } from "vitest";
import { readServerEnv } from "../env.ts";
import { chatConfigFromEnv, DEFAULT_AI_BASE_URL, DEFAULT_AI_DAILY_TOKEN_BUDGET, DEFAULT_AI_MODEL } from "./config.ts";

describe("chatConfigFromEnv", () => {
  it("uses the embedded answerer when no AI key is set, with the site's contact details", () => {
    const config = chatConfigFromEnv(readServerEnv({ CONTACT_EMAIL: "hej@example.org", BOOKING_URL: "https://kalender.example.org/boka/" }));
    expect(config.ai).toBeUndefined();
    expect(config.site).toMatchObject({ email: "hej@example.org", bookingUrl: "https://kalender.example.org/boka" });
  });

  it("asks OpenAI with the default model once a key is set, or the service and model named", () => {
    expect(chatConfigFromEnv(readServerEnv({ AI_API_KEY: "sk-abc" })).ai).toEqual({
      apiKey: "sk-abc",
      baseUrl: DEFAULT_AI_BASE_URL,
      model: DEFAULT_AI_MODEL,
      timeoutMs: 12_000,
      dailyTokenBudget: DEFAULT_AI_DAILY_TOKEN_BUDGET,
    });
    expect(chatConfigFromEnv(readServerEnv({ AI_API_KEY: "sk-abc", AI_DAILY_TOKEN_BUDGET: "50000" })).ai?.dailyTokenBudget).toBe(50_000);
    const custom = chatConfigFromEnv(readServerEnv({ AI_API_KEY: "nyckel", AI_BASE_URL: "http://127.0.0.1:11434/v1/", AI_MODEL: "llama3.3" }));
    expect(custom.ai).toMatchObject({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.3" });
  });

  it("refuses a base URL that is not http(s), a timeout the server's request limit cannot hold twice and a budget of no tokens", () => {
    expect(() => readServerEnv({ AI_BASE_URL: "ftp://example.com" })).toThrow(/AI_BASE_URL/);
    expect(() => readServerEnv({ AI_TIMEOUT_MS: "20000" })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => readServerEnv({ AI_DAILY_TOKEN_BUDGET: "0" })).toThrow(/AI_DAILY_TOKEN_BUDGET/);
  });
});
