import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import type { OutboxJob } from "../db/schema.ts";
import { type MailMessage, renderStoredMail } from "../mail/index.ts";
import { groupCommit } from "../db/group-commit.ts";
import { deliveriesFailed, mailsFailed } from "../metrics/registry.ts";
import { createPriority, type Priority } from "../db/priority.ts";
import { claimDueJobs, type FinishedAttempt, type JobUpdate, recordAttempts } from "./queue.ts";
import { retryDelay } from "./schedule.ts";
import type { AttemptOutcome, WebhookSender } from "./webhook-sender.ts";

/**
 * Hands one mail over and says how: "sent" to an SMTP server (also when it says nothing),
 * or "stored" in the database only (no SMTP_URL), which the workspace shows as its own
 * state. Throws when it could not, so the queue retries.
 */
export type MailSender = (mail: MailMessage) => Promise<"sent" | "stored" | void>;

export interface Senders {
  webhook: WebhookSender;
  mail: MailSender;
}

export interface DeliveryOptions {
  db: Db;
  senders: Senders;
  log: Log;
  /** The time the queue goes by; tests move it forward to reach later retries. */
  clock?: () => Date;
  /** For the retry jitter; returns [0, 1) like Math.random. */
  random?: () => number;
  /** Names this worker in the lease columns; unique per worker. */
  owner?: string;
  /** How long a claimed job stays with this worker; far longer than any send may take. */
  leaseMs?: number;
  /** How long a mail sender may take before the attempt counts as failed. */
  mailTimeoutMs?: number;
  /** The server's one priority on this database, which the lead commits share; one of its own by default. */
  priority?: Priority;
}

export interface DeliveryWorkerOptions extends DeliveryOptions {
  /** How often to look for due jobs when not nudged; other instances' inserts are found this way. */
  pollIntervalMs?: number;
  /** Sends at once at most. */
  concurrency?: number;
}

export interface DeliveryWorker {
  /** Look for due jobs now, for instance right after a transaction that enqueued some commits. */
  nudge(): void;
  /** Stops claiming and waits for the sends in flight to be recorded. */
  stop(): Promise<void>;
}

const defaults = {
  leaseMs: 120_000,
  mailTimeoutMs: 60_000,
  pollIntervalMs: 5_000,
  concurrency: 10,
  recordBatch: 200,
};

function resolved(options: DeliveryOptions) {
  // Claims and records fill the gaps between the requests that write to the same database.
  const priority = options.priority ?? createPriority();
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  return {
    ...options,
    clock,
    random: options.random ?? Math.random,
    owner,
    leaseMs,
    mailTimeoutMs: options.mailTimeoutMs ?? defaults.mailTimeoutMs,
    /** Leases up to `limit` due jobs, once no request is waiting for the database. */
    claim: (limit: number) => priority.background(() => claimDueJobs(options.db, { owner, now: clock(), leaseMs, limit })),
    // Attempts that end together are recorded in one transaction rather than one each.
    record: groupCommit((finished: readonly FinishedAttempt[]) => priority.background(() => recordAttempts(options.db, owner, finished)), {
      maxBatch: defaults.recordBatch,
    }),
  };
}

type Resolved = ReturnType<typeof resolved>;

/**
 * One pass: claims up to `limit` due jobs, sends them side by side and records each
 * attempt. Returns how many jobs it handled. The worker loops over this; tests and
 * scripts call it directly to deliver what is due right now.
 */
export async function deliverDueJobs(options: DeliveryOptions, limit = defaults.concurrency): Promise<number> {
  const context = resolved(options);
  const jobs = await context.claim(limit);
  await Promise.all(jobs.map((job) => deliverClaimedJob(job, context)));
  return jobs.length;
}

/** Starts the loop that delivers due jobs until `stop` is called. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const context = resolved(options);
  const pollIntervalMs = options.pollIntervalMs ?? defaults.pollIntervalMs;
  const concurrency = options.concurrency ?? defaults.concurrency;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let nudged = false;
  let wake: (() => void) | undefined;

  const pause = (ms: number, untilASendEnds: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      // A forgotten worker must not keep a command-line process alive.
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
      if (untilASendEnds) void Promise.race(inFlight).then(wake);
    }).finally(() => {
      wake = undefined;
    });

  const loop = (async () => {
    while (!stopped) {
      const room = concurrency - inFlight.size;
      nudged = false;
      let claimed = 0;
      try {
        if (room > 0) {
          const jobs = await context.claim(room);
          claimed = jobs.length;
          for (const job of jobs) {
            const send: Promise<void> = deliverClaimedJob(job, context).finally(() => inFlight.delete(send));
            inFlight.add(send);
          }
        }
      } catch (error) {
        context.log.error({ err: error }, "Delivery queue: could not claim due jobs");
        await pause(pollIntervalMs, false);
        continue;
      }
      if (stopped) break;
      // A full batch suggests more is due; a nudge during the claim may have missed its job.
      if ((room > 0 && claimed === room) || nudged) continue;
      await pause(pollIntervalMs, inFlight.size >= concurrency);
    }
    await Promise.all(inFlight);
  })();

  return {
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

/** Sends one claimed job and records the outcome; never throws, so one job cannot stop the others. */
async function deliverClaimedJob(job: OutboxJob, context: Resolved): Promise<void> {
  const { log, clock } = context;
  const attemptedAt = clock();
  const started = performance.now();
  let outcome: SendOutcome;
  try {
    outcome = await send(job, context);
  } catch (error) {
    outcome = { delivered: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
  const durationMs = Math.round(performance.now() - started);
  const attempts = job.attempts + 1;
  const update = nextState(outcome, attempts, context);
  const details = { job: { id: job.id, kind: job.kind, target: job.target, webhookId: job.webhookId, attempts } };

  try {
    const kept = await context.record({ job, attempt: { attemptedAt, durationMs, ...outcome }, update });
    if (!kept) log.warn(details, "Delivery queue: the job's lease ran out during the send; another worker has it now");
  } catch (error) {
    // The lease runs out and the job is sent again; receivers drop the repeat by its webhook-id.
    log.error({ ...details, err: error }, "Delivery queue: could not record an attempt");
    return;
  }
  if (update.status !== "delivered") countFailure(job, update.status === "dead");
  if (update.status === "delivered") log.info(details, "Delivery queue: delivered");
  else if (update.status === "pending") {
    log.warn({ ...details, error: outcome.error, nextAttemptAt: update.nextAttemptAt }, "Delivery queue: attempt failed, will retry");
  } else log.error({ ...details, error: outcome.error }, "Delivery queue: gave up after the last attempt");
}

/** For GET /metrics: every failed attempt, `final` once the job gives up. */
function countFailure(job: OutboxJob, final: boolean) {
  if (job.kind === "mail") mailsFailed.inc({ final: String(final) });
  else deliveriesFailed.inc({ target: job.target, final: String(final) });
}

function nextState(outcome: SendOutcome, attempts: number, context: Resolved): JobUpdate {
  const now = context.clock();
  if (outcome.delivered) return { status: "delivered", deliveredAt: now, mailStored: outcome.mailStored === true };
  const delay = outcome.permanent ? undefined : retryDelay(attempts, context.random);
  if (delay === undefined) return { status: "dead" };
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + delay) };
}

/** An attempt's outcome, with whether retrying could help and whether a mail was only stored. */
type SendOutcome = AttemptOutcome & { permanent?: boolean; mailStored?: boolean };

async function send(job: OutboxJob, context: Resolved): Promise<SendOutcome> {
  if (job.kind === "webhook") {
    if (job.target === "mail") return { delivered: false, statusCode: null, error: "A webhook job without a webhook target", permanent: true };
    return context.senders.webhook({ target: job.target, webhookId: job.webhookId, payload: job.payload });
  }
  let mail: MailMessage;
  try {
    mail = renderStoredMail(job.payload);
  } catch (error) {
    // Retrying cannot repair a stored mail that is not a mail.
    return { delivered: false, statusCode: null, error: `Not a valid mail: ${error instanceof Error ? error.message : String(error)}`, permanent: true };
  }
  const handedOver = await withTimeout(context.senders.mail(mail), context.mailTimeoutMs, "The mail sender did not finish");
  return { delivered: true, statusCode: null, error: null, mailStored: handedOver === "stored" };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
