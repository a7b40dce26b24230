import { describe, expect, it } from "vitest";
import { chatEndpoint } from "../../../contracts/chat.ts";
import { sendChatMessage } from "./send-chat-message.ts";

const reply = {
  signature: "r".repeat(43),
  response: "Chattboten kostar från 2 995 kr i månaden.",
  context: { intent: "pricing", confidence: 0.9, entities: ["chattbot"] },
  suggestions: ["Vad ingår?", "Finns det en provperiod?"],
};

/** A fetch answering like POST /api/chat, recording what it was sent. */
function fakeChatApi(answer: () => Response) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe("sendChatMessage", () => {
  it("posts the history and the new message to the chat API and gives back its reply", async () => {
    const api = fakeChatApi(() => Response.json(reply));
    const history = [
      { role: "user" as const, content: "Hej" },
      { role: "assistant" as const, content: "Hej hur kan vi hjälpa dig idag?", signature: "s".repeat(43) },
    ];
    expect(await sendChatMessage(history, "Vad kostar chattboten?", { fetch: api.fetch })).toEqual({ kind: "reply", reply });
    expect(api.requests).toEqual([{ url: chatEndpoint, body: { messages: history, message: "Vad kostar chattboten?" } }]);
  });

  it("fails when the AI fails (HTTP 502)", async () => {
    const api = fakeChatApi(() => Response.json({ error: "Assistenten kunde inte svara just nu." }, { status: 502 }));
    expect(await sendChatMessage([], "Hej", { fetch: api.fetch })).toEqual({ kind: "failed", reason: "failed" });
  });

  it("fails, saying so, when the rate limit is hit", async () => {
    const api = fakeChatApi(() => Response.json({ error: "För många meddelanden." }, { status: 429, headers: { "Retry-After": "60" } }));
    expect(await sendChatMessage([], "Hej", { fetch: api.fetch })).toEqual({ kind: "failed", reason: "rateLimited" });
  });

  it("fails when there is no answer at all", async () => {
    const fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof globalThis.fetch;
    expect(await sendChatMessage([], "Hej", { fetch })).toEqual({ kind: "failed", reason: "failed" });
  });

  it("fails on an answer of another shape rather than showing something broken", async () => {
    const api = fakeChatApi(() => Response.json({ response: "Hej", suggestions: "inga" }));
    expect(await sendChatMessage([], "Hej", { fetch: api.fetch })).toEqual({ kind: "failed", reason: "failed" });
  });
});
