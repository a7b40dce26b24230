import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback-server.ts";

/*
 * An OpenAI-compatible chat-completions endpoint on loopback, for tests of the chat's
 * AI provider: it records every request and answers each in turn as the test says.
 */

export type FakeAnswer =
  /** 200 with a chat completion whose first choice's content is this text. */
  | { content: string }
  /** This status with an OpenAI-style error body. */
  | { status: number }
  /** Closes the connection without answering: a network error. */
  | { drop: true }
  /** Never answers, until the server closes: a timeout. */
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  /** What AI_BASE_URL would be: http://127.0.0.1:port/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; after them every request gets `fallback`. */
  answerWith(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

export const fallbackContent = JSON.stringify({
  response: "Vi erbjuder röstassistent, chattbot, e-postautomatisering och AI för sociala medier.",
  context: { intent: "services", confidence: 0.9, entities: [] },
  suggestions: ["Vad kostar chattboten?"],
});

function completion(model: unknown, content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: typeof model === "string" ? model : "test-model",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const queue: FakeAnswer[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    requests.push({ method: request.method ?? "", path: request.url ?? "", authorization: request.headers.authorization, body });
    const answer = queue.shift() ?? { content: fallbackContent };
    if ("drop" in answer) {
      request.socket.destroy();
      return;
    }
    if ("hang" in answer) {
      hanging.add(response);
      return;
    }
    const [status, payload] =
      "status" in answer
        ? [answer.status, { error: { message: "The fake provider refused the request.", type: "server_error", code: null } }]
        : [200, completion(body.model, answer.content)];
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));
  });
  const loopback = await listenOnLoopback(server);

  return {
    baseUrl: `${loopback.origin}/v1`,
    requests,
    answerWith: (...answers) => void queue.push(...answers),
    close: () => {
      hanging.clear();
      return loopback.close();
    },
  };
}
