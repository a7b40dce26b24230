import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { servicePrices } from "../../app/content/prices.ts";
import { formatSek } from "../../app/lib/format.ts";
import { fallbackContent, type FakeOpenAi, startFakeOpenAi } from "../../tests/support/fake-openai.ts";
import { AI_FAILURE, createAiProvider } from "./ai-provider.ts";
import { caseStudies } from "../../app/content/cases.ts";
import { contractTerms } from "../../app/content/contract-terms.ts";
import { industryDetails } from "../../app/content/industry-details.ts";
import { createAnswerer } from "./answerer/answerer.ts";
import { chatConfigFromEnv } from "./config.ts";
import { readServerEnv } from "../env.ts";

// The site's default (fictional) contact details, as the server reads them with nothing configured.
const { site } = chatConfigFromEnv(readServerEnv({}));

const answerer = createAnswerer(site);
const apiKey = "sk-test-0123456789abcdef";
const chatbotPrice = servicePrices.find((price) => price.service === "chatbot")!;
const history = [
  { role: "user" as const, content: "Hej, vad gör ni?" },
  { role: "assistant" as const, content: "Vi bygger AI-kundservice." },
];

/** The fixed instruction alone, the first system message. */
const systemOnly = (request: { body: Record<string, unknown> }) => (request.body.messages as { content: string }[])[0]!.content;

describe("the AI provider", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(() => fake.close());
  beforeEach(() => void fake.requests.splice(0));

  const provider = (timeoutMs = 5_000) => createAiProvider({ apiKey, baseUrl: fake.baseUrl, model: "testmodell-1", timeoutMs, dailyTokenBudget: 200_000 }, site, answerer.passagesFor);

  it("posts the model, a Swedish system instruction with the site's prices, the history it is given and the new message, with the key as bearer", async () => {
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
    expect(messages[1]!.role).toBe("system");
    expect(messages.slice(2)).toEqual([...history, { role: "user", content: "Vad kostar chattboten?" }]);
    expect(request!.body.response_format).toEqual({ type: "json_object" });
  });

  const siteContextOf = (request: (typeof fake.requests)[number]) => {
    const messages = request.body.messages as { role: string; content: string }[];
    return messages.filter((message) => message.role === "system").map((message) => message.content)[1] ?? "";
  };

  it("sends the site's passage on a customer case beside the instruction, with its figures", async () => {
    const study = caseStudies.find((item) => item.id === "retailplus")!;
    await provider().reply({ messages: [], message: `Hur gick det för ${study.company}?` });
    const context = siteContextOf(fake.requests[0]!);
    expect(context).toContain(study.description);
    for (const result of study.keyResults) expect(context).toContain(`${result.value} ${result.label}`);
    expect(systemOnly(fake.requests[0]!)).not.toContain(study.description);
  });

  it("sends the site's passage on an industry a question describes", async () => {
    const realEstate = industryDetails.find((item) => item.id === "realestate")!;
    await provider().reply({ messages: [], message: "Vi är ett fastighetsbolag med många hyresgäster. Vad kan ni göra för oss?" });
    const context = siteContextOf(fake.requests[0]!);
    expect(context).toContain(realEstate.description);
    expect(context).toContain(realEstate.solutions[0]!.text);
  });

  it("sends the terms on contract period and notice for a question about them", async () => {
    await provider().reply({ messages: [], message: "Hur lång är bindningstiden och hur säger vi upp avtalet?" });
    const context = siteContextOf(fake.requests[0]!);
    for (const paragraph of contractTerms.term.paragraphs.slice(0, 2)) expect(context).toContain(paragraph);
  });

  it("looks up a follow-up by the visitor's previous question", async () => {
    const study = caseStudies.find((item) => item.id === "techcorp")!;
    const earlier = [
      { role: "user" as const, content: `Berätta om ${study.company}` },
      { role: "assistant" as const, content: study.headline },
    ];
    await provider().reply({ messages: earlier, message: "Och sedan?" });
    expect(siteContextOf(fake.requests[0]!)).toContain(study.description);
  });

  it("sends the figures the site makes computable, as the embedded answerer computes them (issue 42)", async () => {
    const chatbot = servicePrices.find((item) => item.service === "chatbot")!;
    await provider().reply({ messages: [], message: "Vad kostar chattboten första året?" });
    expect(siteContextOf(fake.requests[0]!)).toContain(formatSek(chatbot.setupCost + 12 * chatbot.monthlyCost));
  });

  it("sends an elliptical follow-up's facts with the topic of the question before it", async () => {
    const email = servicePrices.find((item) => item.service === "email-automation")!;
    const earlier = [
      { role: "user" as const, content: "Vad kostar röstassistenten?" },
      { role: "assistant" as const, content: "Röstassistenten kostar 8 995 kr i startkostnad." },
    ];
    await provider().reply({ messages: earlier, message: "Och mejlen?" });
    const context = siteContextOf(fake.requests[0]!);
    expect(context).toContain(formatSek(email.setupCost));
    expect(context).toContain(formatSek(email.monthlyCost));
  });

  it("returns the reply the model wrote as JSON", async () => {
    fake.answerWith({
      content: JSON.stringify({
        response: "Chattboten kostar 6 495 kr i startkostnad.",
        context: { intent: "pricing", confidence: 0.92, entities: ["Chattbot"] },
        suggestions: ["Vad ingår i startkostnaden?", "Hur fungerar betalningen?"],
      }),
    });
    expect((await provider().reply({ messages: [], message: "Vad kostar chattboten?" })).reply).toEqual({
      response: "Chattboten kostar 6 495 kr i startkostnad.",
      context: { intent: "pricing", confidence: 0.92, entities: ["Chattbot"] },
      suggestions: ["Vad ingår i startkostnaden?", "Hur fungerar betalningen?"],
    });
  });

  it("gives the tokens the provider reported for the answer", async () => {
    // The fake reports 2 tokens in all for every answer.
    expect((await provider().reply({ messages: history, message: "Hej" })).tokens).toBe(2);
  });

  it("shows content that is not JSON as it is, as the response", async () => {
    fake.answerWith({ content: "Vi svarar gärna på era frågor om priser." });
    expect((await provider().reply({ messages: [], message: "Hej" })).reply).toEqual({
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
    const { reply } = await provider().reply({ messages: [], message: "Hej" });
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
    expect((await provider(300).reply({ messages: [], message: "Hej" })).reply.response).toBe("Nu gick det bra.");
  });
});

describe("the AI provider's answer without content", () => {
  it("is a failure, as an answer the widget could not show", async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.answerWith({ content: "  " });
      const provider = createAiProvider({ apiKey, baseUrl: fake.baseUrl, model: "testmodell-1", timeoutMs: 5_000, dailyTokenBudget: 200_000 }, site, answerer.passagesFor);
      await expect(provider.reply({ messages: [], message: "Hej" })).rejects.toThrow(AI_FAILURE);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
