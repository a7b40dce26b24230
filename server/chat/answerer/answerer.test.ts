import { describe, expect, it } from "vitest";
import { createAnswerer } from "./answerer.ts";
import { judge } from "./evaluation.ts";
import { answererCases } from "./question-set.ts";
import { chatConfigFromEnv } from "../config.ts";
import { readServerEnv } from "../../env.ts";

// The site's default (fictional) contact details, as the server reads them with nothing configured.
const { site } = chatConfigFromEnv(readServerEnv({}));

const answerer = createAnswerer(site);
const cases = answererCases(site);

describe("the embedded answerer", () => {
  it("has at least 25 questions to answer", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("answers '$question' ($intent) with the facts it needs and no false claim", (item) => {
    const reply = answerer.answer({ messages: item.history ?? [], message: item.question });
    expect(reply.context.intent).toBe(item.intent);
    expect(judge(item, reply), reply.response).toEqual([]);
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.suggestions.length).toBeLessThanOrEqual(3);
  });
});

describe("the embedded answerer's replies", () => {
  const replies = cases.map(({ question, history = [] }) => answerer.answer({ messages: history, message: question }));

  it("are the same for the same conversation", () => {
    const again = cases.map(({ question, history = [] }) => answerer.answer({ messages: history, message: question }));
    expect(again).toEqual(replies);
  });

  it("link only as Markdown, to the site's own pages or the booking calendar, never with HTML", () => {
    // "/#kalkylator-rubrik": the savings calculator on the landing page.
    const sitePages = /^\/(#[a-z-]+|tjanster|tjanster-paket|contact|demo|security|api-docs|roi-calculator|terms#[a-z-]+|case-studies(\/[a-z]+)?|services\/[a-z-]+|industries\/[a-z]+)$/;
    for (const { response } of replies) {
      expect(response).not.toMatch(/<\/?[a-z][^>]*>/i);
      for (const [, target] of response.matchAll(/\]\(([^)]+)\)/g)) {
        expect(target === site.bookingUrl || sitePages.test(target!), target).toBe(true);
      }
    }
  });

  it("suggest follow-up questions that the answerer can answer", () => {
    const suggestions = new Set(replies.flatMap((reply) => reply.suggestions));
    for (const suggestion of suggestions) {
      expect(answerer.answer({ messages: [], message: suggestion }).context.intent, suggestion).not.toBe("unknown");
    }
  });

  it("never suggest what the visitor has already asked", () => {
    const messages = [
      { role: "user" as const, content: "Vad ingår i startkostnaden?" },
      { role: "assistant" as const, content: "Startkostnaden täcker allt arbete." },
    ];
    const reply = answerer.answer({ messages, message: "Vad kostar chattboten?" });
    expect(reply.suggestions).not.toContain("Vad ingår i startkostnaden?");
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  it("rate an answer from prepared content above a hand-over", () => {
    const known = answerer.answer({ messages: [], message: "Vad kostar chattboten?" });
    const unknown = answerer.answer({ messages: [], message: "Vem vann fotbolls-VM 1958?" });
    expect(unknown.context.intent).toBe("unknown");
    expect(known.context.confidence).toBeGreaterThan(unknown.context.confidence);
  });
});
