import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback-server.ts";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A status code to answer with, or "hang" to never answer (the sender's timeout must end it). */
export type Reply = number | "hang";

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** How many requests arrived per webhook-id: a receiver deduplicating on it would keep one. */
  countsById(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * A webhook endpoint on a free loopback port that answers each request as `reply` says,
 * given the request and how many came before it.
 */
export async function startWebhookReceiver(
  reply: (request: ReceivedWebhook, index: number) => Reply | Promise<Reply> = () => 204,
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const webhook = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      const index = received.push(webhook) - 1;
      const answer = await reply(webhook, index);
      if (answer === "hang") {
        hanging.add(response);
        return;
      }
      response.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : "nope");
    });
  });
  const loopback = await listenOnLoopback(server);

  return {
    url: `${loopback.origin}/hook`,
    received,
    countsById() {
      const counts = new Map<string, number>();
      for (const { headers } of received) {
        const id = String(headers["webhook-id"]);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    close() {
      for (const response of hanging) response.destroy();
      return loopback.close();
    },
  };
}
