import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { servicePrices } from "../../app/content/prices.ts";
import { formatSek } from "../../app/lib/format.ts";
import { fallbackContent, type FakeOpenAi, startFakeOpenAi } from "../../tests/support/fake-openai.ts";
import { AI_FAILURE, createAiProvider } from "./ai-provider.ts";
import type { SiteFacts } from "./answerer/answerer.ts";

const site: SiteFacts = {
  brandName: "Nordsvar",
  email: "kontakt@example.com",
  phone: "08-465 004 20",
  address: "Exempelgatan 1, 111 22 Stockholm",
  bookingUrl: "https://boka.example.com/gratis-ai-analys",
};

const apiKey = "sk-test-0123456789abcdef";
const chatbotPrice = servicePrices.find((price) => price.service === "chatbot")!;
const history = [
  { role: "user" as const, content: "Hej, vad gör ni?" },
  { role: "assistant" as const, content: "Vi bygger AI-kundservice." },
];

describe("the AI provider", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(() => fake.close());
  beforeEach(() => void fake.requests.splice(0));

  const provider = (timeoutMs = 5_000) => createAiProvider({ apiKey, baseUrl: fake.baseUrl, model: "testmodell-1", timeoutMs }, site);

  it("posts the model, a Swedish system instruction with the site's prices, the whole history and the new message, with the key as bearer", async () => {
    await provider().reply({ messages: history, message: "Vad kostar chattboten?" });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/chat/completions", authorization: `Bearer ${apiKey}` });
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(request!.body.model).toBe("testmodell-1");
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toMatch(/svenska/);
    expect(messages[0]!.content).toMatch(/JSON/);
    for (const field of ['"response"', '"context"', '"intent"', '"confidence"', '"entities"', '"suggestions"']) {
      expect(messages[0]!.content).toContain(field);
    }
    expect(messages[0]!.content).toContain(`${formatSek(chatbotPrice.setupCost)} i startkostnad och ${formatSek(chatbotPrice.monthlyCost)} per månad`);
    expect(messages[0]!.content).toContain(site.bookingUrl);
    expect(messages.slice(1)).toEqual([...history, { role: "user", content: "Vad kostar chattboten?" }]);
    expect(request!.body.response_format).toEqual({ type: "json_object" });
  });

  it("returns the reply the model wrote as JSON", async () => {
    fake.answerWith({
      content: JSON.stringify({
        response: "Chattboten kostar 6 495 kr i startkostnad.",
        context: { intent: "pricing", confidence: 0.92, entities: ["Chattbot"] },
        suggestions: ["Vad ingår i startkostnaden?", "Hur fungerar betalningen?"],
      }),
    });
    expect(await provider().reply({ messages: [], message: "Vad kostar chattboten?" })).toEqual({
      response: "Chattboten kostar 6 495 kr i startkostnad.",
      context: { intent: "pricing", confidence: 0.92, entities: ["Chattbot"] },
      suggestions: ["Vad ingår i startkostnaden?", "Hur fungerar betalningen?"],
    });
  });

  it("shows content that is not JSON as it is, as the response", async () => {
    fake.answerWith({ content: "Vi svarar gärna på era frågor om priser." });
    expect(await provider().reply({ messages: [], message: "Hej" })).toEqual({
      response: "Vi svarar gärna på era frågor om priser.",
      context: { intent: "unknown", confidence: 0, entities: [] },
      suggestions: [],
    });
  });

  it("fails with 'Failed to get response from AI' on a non-OK status, without retrying", async () => {
    for (const status of [400, 401, 429, 500, 503]) {
      fake.requests.splice(0);
      fake.answerWith({ status });
      await expect(provider().reply({ messages: [], message: "Hej" })).rejects.toThrow(AI_FAILURE);
      expect(fake.requests).toHaveLength(1);
    }
  });

  it("names the status in the error's cause but never the key", async () => {
    fake.answerWith({ status: 401 });
    const error = (await provider().reply({ messages: [], message: "Hej" }).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(AI_FAILURE);
    expect(error.cause).toMatchObject({ status: 401 });
    expect(JSON.stringify({ message: error.message, cause: error.cause, stack: error.stack })).not.toContain(apiKey);
  });

  it("tries once more when the connection drops, and answers from the second attempt", async () => {
    fake.answerWith({ drop: true });
    const reply = await provider().reply({ messages: [], message: "Hej" });
    expect(reply.response).toBe((JSON.parse(fallbackContent) as { response: string }).response);
    expect(fake.requests).toHaveLength(2);
  });

  it("fails after the second dropped connection", async () => {
    fake.answerWith({ drop: true }, { drop: true });
    await expect(provider().reply({ messages: [], message: "Hej" })).rejects.toThrow(AI_FAILURE);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up on a provider that does not answer within the timeout, after one retry", async () => {
    fake.answerWith({ hang: true }, { hang: true });
    const started = performance.now();
    await expect(provider(300).reply({ messages: [], message: "Hej" })).rejects.toThrow(AI_FAILURE);
    expect(fake.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("answers from the retry when only the first attempt timed out", async () => {
    fake.answerWith({ hang: true }, { content: JSON.stringify({ response: "Nu gick det bra.", suggestions: [] }) });
    expect((await provider(300).reply({ messages: [], message: "Hej" })).response).toBe("Nu gick det bra.");
  });
});

describe("the AI provider's answer without content", () => {
  it("is a failure, as an answer the widget could not show", async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.answerWith({ content: "  " });
      const provider = createAiProvider({ apiKey, baseUrl: fake.baseUrl, model: "testmodell-1", timeoutMs: 5_000 }, site);
      await expect(provider.reply({ messages: [], message: "Hej" })).rejects.toThrow(AI_FAILURE);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
