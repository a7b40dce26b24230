/**
 * Closed-loop load: `concurrency` clients, each sending its next submission as soon as
 * the previous one is answered, over keep-alive connections with node:http. The load
 * shares the machine with the server it measures: node:http costs the client half the
 * CPU that fetch (undici and its web streams) did, which is CPU the server keeps, and
 * a client that is less busy adds less of its own delay to the latencies it records.
 */
import { Agent, request } from "node:http";
import type { LeadFormKind as LeadKind } from "../../contracts/lead-kinds.ts";
import type { Submission } from "./submissions.ts";

export interface Acknowledged {
  id: string;
  kind: LeadKind;
  email: string;
}

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  /** The n-th submission of the run. */
  submission: (n: number) => Submission;
  /** Asked before each new submission; the load ends once it says so. */
  done: () => boolean;
  /**
   * Send a submission again, with the same Idempotency-Key, after an error that brought
   * no answer (the server was killed or not yet back), as a visitor's form would. Without
   * it such a submission counts as a network error and is dropped.
   */
  retryUntilAnswered?: boolean;
}

export interface LoadResult {
  /** Submissions started. */
  submissions: number;
  /** HTTP exchanges that got an answer. */
  answered: number;
  elapsedMs: number;
  /** Milliseconds per answered exchange, in the order they ended. */
  latencies: number[];
  statuses: Map<number, number>;
  /** Sends that got no answer (refused, reset, timed out). */
  networkErrors: number;
  /** Submissions given up when the load ended while they were still being retried. */
  abandoned: number;
  acknowledged: Acknowledged[];
  /** The first few answers that were not 201, for the report. */
  samples: { status: number; body: string }[];
}

const requestTimeoutMs = 30_000;
const maxSamples = 10;

export interface Answer {
  status: number;
  text: string;
}

/** One POST over the agent's kept-alive connections; rejects when no answer comes within 30 s. */
export function post(agent: Agent, url: string | URL, { headers, body }: { headers: Record<string, string | number>; body: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: "POST", headers, agent, timeout: requestTimeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    sent.on("timeout", () => sent.destroy(new Error(`No answer within ${requestTimeoutMs} ms`)));
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Runs the load to its end. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return startLoad(options).finished;
}

/** Starts the load; `live` is filled in as answers arrive, for a benchmark that acts during it. */
export function startLoad({ baseUrl, concurrency, submission, done, retryUntilAnswered = false }: LoadOptions): {
  live: LoadResult;
  finished: Promise<LoadResult>;
} {
  const result: LoadResult = {
    submissions: 0,
    answered: 0,
    elapsedMs: 0,
    latencies: [],
    statuses: new Map(),
    networkErrors: 0,
    abandoned: 0,
    acknowledged: [],
    samples: [],
  };
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();

  const sendOnce = async (item: Submission) => {
    const sent = performance.now();
    const answer = await post(agent, `${baseUrl}${item.path}`, item);
    result.latencies.push(performance.now() - sent);
    result.answered++;
    result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
    return answer;
  };

  const client = async () => {
    while (!done()) {
      const item = submission(next++);
      result.submissions++;
      for (let attempt = 0; ; attempt++) {
        try {
          const { status, text } = await sendOnce(item);
          if (status === 201) {
            result.acknowledged.push({ id: (JSON.parse(text) as { id: string }).id, kind: item.kind, email: item.email });
          } else if (result.samples.length < maxSamples) {
            result.samples.push({ status, body: text.slice(0, 300) });
          }
          break;
        } catch {
          result.networkErrors++;
          if (!retryUntilAnswered) break;
          if (done()) {
            result.abandoned++;
            break;
          }
          // Back off while the server restarts, without hammering a closed port.
          await new Promise((resume) => setTimeout(resume, Math.min(1_000, 25 * 2 ** attempt)));
        }
      }
    }
  };

  const finished = Promise.all(Array.from({ length: concurrency }, client)).then(() => {
    result.elapsedMs = performance.now() - started;
    agent.destroy();
    return result;
  });
  return { live: result, finished };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function latencySummary(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function statusLine(statuses: ReadonlyMap<number, number>): string {
  return [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ") || "none";
}
