import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { type Reply, startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Db } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { outboxAttempts, outboxJobs } from "../db/schema.ts";
import type { DeliveryConfig } from "./config.ts";
import { enqueueJobs, webhookJobs } from "./enqueue.ts";
import { maxAttempts, retryDelaysMs } from "./schedule.ts";
import { parseWebhookSecret } from "./signature.ts";
import { createWebhookSender } from "./webhook-sender.ts";
import { deliverDueJobs, type MailSender, startDeliveryWorker } from "./worker.ts";

const engines = testEngines();

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/** The SPEC §7 call 2 body, in the SPEC's key order. */
const popupPayload = { email: "Lina@Example.se", consent: true, source: "popup", timestamp: "2026-05-04T08:30:00.000Z" };

const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A clock the test moves by hand: retries due in hours happen in an instant. Made after
 * the test's jobs are stored, because the database stamps them with the real time; a
 * millisecond on, because that stamp has microseconds and Date.now() cuts them off.
 */
function manualClock(start = Date.now() + 1) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** No jitter, so each retry is due exactly when the schedule says. */
const noJitter = () => 0.5;

function configFor(receiver: WebhookReceiver, targets: DeliveryConfig["targets"] = { automation_webhook: receiver.url }): DeliveryConfig {
  return { targets, signingKey: parseWebhookSecret(secret) };
}

/** What a receiver does to trust a delivery (Standard Webhooks, "Verifying webhook signatures"). */
function signatureIsValid({ headers, body }: WebhookReceiver["received"][number]) {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = `${String(headers["webhook-id"])}.${String(headers["webhook-timestamp"])}.${body}`;
  const expected = `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
  return String(headers["webhook-signature"]).split(" ").includes(expected);
}

async function jobsOf(db: Db) {
  return db.select().from(outboxJobs).orderBy(asc(outboxJobs.createdAt));
}

async function attemptsOf(db: Db, jobId: string) {
  return db.select().from(outboxAttempts).where(eq(outboxAttempts.jobId, jobId)).orderBy(asc(outboxAttempts.attemptedAt));
}

describe.each(engines)("delivery queue on $name", (engine) => {
  let db: Db;
  let receiver: WebhookReceiver | undefined;

  beforeEach(async () => {
    db = (await engine.shared()).db;
    // Each test starts with an empty queue: a pass delivers every due job in the database.
    await db.delete(outboxJobs);
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  async function receive(reply: (index: number) => Reply) {
    receiver = await startWebhookReceiver((_, index) => reply(index));
    return receiver;
  }

  function pass(config: DeliveryConfig, clock: ReturnType<typeof manualClock>, extra: { timeoutMs?: number; mail?: MailSender } = {}) {
    const webhook = createWebhookSender({ config, clock: clock.now, timeoutMs: extra.timeoutMs });
    const mail = extra.mail ?? (async () => undefined);
    return deliverDueJobs({ db, senders: { webhook, mail }, log: silentLog, clock: clock.now, random: noJitter });
  }

  it("delivers a job that fails twice then succeeds exactly once, with one webhook-id, signed, and three recorded attempts", async () => {
    const target = await receive((index) => (index < 2 ? 500 : 200));
    const config = configFor(target);
    await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();
    const attemptTimes: number[] = [];

    attemptTimes.push(clock.now().getTime());
    expect(await pass(config, clock)).toBe(1);
    const [afterFirst] = await jobsOf(db);
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null });
    expect(afterFirst!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 5_000);
    expect(await pass(config, clock)).toBe(0);

    clock.advance(5_000);
    attemptTimes.push(clock.now().getTime());
    expect(await pass(config, clock)).toBe(1);
    clock.advance(5 * 60_000);
    attemptTimes.push(clock.now().getTime());
    expect(await pass(config, clock)).toBe(1);
    clock.advance(24 * 3_600_000);
    expect(await pass(config, clock)).toBe(0);

    const [job] = await jobsOf(db);
    expect(job).toMatchObject({ status: "delivered", attempts: 3, leaseOwner: null, leaseExpiresAt: null });
    expect(job!.deliveredAt?.getTime()).toBe(attemptTimes[2]);
    expect(job!.webhookId).toMatch(/^msg_[0-9a-f]{32}$/);

    expect(target.received).toHaveLength(3);
    expect(target.countsById()).toEqual(new Map([[job!.webhookId, 3]]));
    for (const [index, request] of target.received.entries()) {
      expect(request.body).toBe(JSON.stringify(popupPayload));
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["webhook-timestamp"]).toBe(String(Math.floor(attemptTimes[index]! / 1000)));
      expect(signatureIsValid(request)).toBe(true);
    }

    const attempts = await attemptsOf(db, job!.id);
    expect(attempts.map(({ statusCode, error }) => ({ statusCode, error }))).toEqual([
      { statusCode: 500, error: "HTTP 500" },
      { statusCode: 500, error: "HTTP 500" },
      { statusCode: 200, error: null },
    ]);
    expect(attempts.map((attempt) => attempt.attemptedAt.getTime())).toEqual(attemptTimes);
    for (const attempt of attempts) expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("counts a 404, a redirect and a receiver that never answers as failed attempts", async () => {
    const replies: Reply[] = [404, 302, "hang"];
    const target = await receive((index) => replies[index] ?? 200);
    const config = configFor(target);
    await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();

    for (const delay of [0, ...retryDelaysMs.slice(0, 2)]) {
      clock.advance(delay);
      await pass(config, clock, { timeoutMs: 300 });
    }

    const [job] = await jobsOf(db);
    expect(job).toMatchObject({ status: "pending", attempts: 3, deliveredAt: null });
    const attempts = await attemptsOf(db, job!.id);
    expect(attempts.map(({ statusCode, error }) => ({ statusCode, error }))).toEqual([
      { statusCode: 404, error: "HTTP 404" },
      { statusCode: 302, error: "HTTP 302" },
      { statusCode: null, error: "No answer within 300 ms" },
    ]);
    expect(target.received).toHaveLength(3);
  });

  it("records a receiver that refuses the connection as a failed attempt", async () => {
    const target = await receive(() => 200);
    const config = configFor(target);
    await target.close();
    receiver = undefined;
    await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();

    await pass(config, clock);
    const [job] = await jobsOf(db);
    const [attempt] = await attemptsOf(db, job!.id);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringContaining("ECONNREFUSED") });
  });

  it("sends to a target only when its URL is configured, each target its own body", async () => {
    const target = await receive(() => 204);
    const contactCall4 = { name: "Lina", email: "lina@example.se", source: "Contact Form" };
    const contactCall3 = { name: "Lina", email: "lina@example.se", interests: { chatbot: true } };

    const onlyAutomation = configFor(target);
    await enqueueJobs(db, webhookJobs(onlyAutomation, { automation_webhook: contactCall4, form_service: contactCall3 }));
    expect((await jobsOf(db)).map((job) => job.target)).toEqual(["automation_webhook"]);

    const both = configFor(target, { automation_webhook: `${target.url}/automation`, form_service: `${target.url}/forms` });
    await db.delete(outboxJobs);
    await enqueueJobs(db, webhookJobs(both, { automation_webhook: contactCall4, form_service: contactCall3 }));
    const clock = manualClock();
    expect(await pass(both, clock)).toBe(2);

    const bodies = target.received.map((request) => request.body).sort();
    expect(bodies).toEqual([JSON.stringify(contactCall3), JSON.stringify(contactCall4)].sort());
    expect(target.countsById().size).toBe(2);
    expect((await jobsOf(db)).every((job) => job.status === "delivered")).toBe(true);
  });

  it("marks a job dead after the last attempt of the schedule, and sends it no more", async () => {
    const target = await receive(() => 503);
    const config = configFor(target);
    await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();

    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await pass(config, clock)).toBe(1);
      const [job] = await jobsOf(db);
      if (attempt < maxAttempts) {
        expect(job).toMatchObject({ status: "pending", attempts: attempt });
        const wait = job!.nextAttemptAt.getTime() - clock.now().getTime();
        waits.push(wait);
        clock.advance(wait);
      } else {
        expect(job).toMatchObject({ status: "dead", attempts: maxAttempts, deliveredAt: null, leaseOwner: null });
      }
    }
    expect(waits).toEqual([...retryDelaysMs]);

    clock.advance(7 * 24 * 3_600_000);
    expect(await pass(config, clock)).toBe(0);
    expect(target.received).toHaveLength(maxAttempts);
    const [job] = await jobsOf(db);
    expect(await attemptsOf(db, job!.id)).toHaveLength(maxAttempts);
  });

  it("takes over a job whose worker died holding its lease, once the lease has run out", async () => {
    const target = await receive(() => 200);
    const config = configFor(target);
    await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();
    const leaseExpiresAt = new Date(clock.now().getTime() + 60_000);
    await db.update(outboxJobs).set({ leaseOwner: "crashed-instance:4242:abcd1234", leaseExpiresAt });

    expect(await pass(config, clock)).toBe(0);
    expect(target.received).toHaveLength(0);

    clock.advance(60_000);
    expect(await pass(config, clock)).toBe(1);
    const [job] = await jobsOf(db);
    expect(job).toMatchObject({ status: "delivered", attempts: 1, leaseOwner: null, leaseExpiresAt: null });
    expect(target.countsById()).toEqual(new Map([[job!.webhookId, 1]]));
  });

  it("records every attempt of a pass with its own outcome when many sends end together", async () => {
    const target = await receive((index) => (index % 3 === 0 ? 503 : 204));
    const config = configFor(target);
    const jobs = Array.from({ length: 30 }, (_, n) => ({ kind: "webhook" as const, target: "automation_webhook" as const, payload: { n } }));
    await enqueueJobs(db, jobs);
    const clock = manualClock();
    const webhook = createWebhookSender({ config, clock: clock.now });
    expect(await deliverDueJobs({ db, senders: { webhook, mail: async () => undefined }, log: silentLog, clock: clock.now, random: noJitter }, 30)).toBe(30);

    const stored = await jobsOf(db);
    const failedIds = new Set(target.received.filter((_, index) => index % 3 === 0).map((request) => String(request.headers["webhook-id"])));
    expect(failedIds.size).toBe(10);
    for (const job of stored) {
      const attempts = await attemptsOf(db, job.id);
      expect(attempts).toHaveLength(1);
      if (failedIds.has(job.webhookId)) {
        expect(job).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null, deliveredAt: null });
        expect(job.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelaysMs[0]);
        expect(attempts[0]).toMatchObject({ statusCode: 503 });
      } else {
        expect(job).toMatchObject({ status: "delivered", attempts: 1, leaseOwner: null, leaseExpiresAt: null });
        expect(job.deliveredAt?.getTime()).toBe(clock.now().getTime());
        expect(attempts[0]).toMatchObject({ statusCode: 204, error: null });
      }
    }
  });

  it("hands mails to the mail sender, retrying one that failed, and never sends a stored mail that is not a mail", async () => {
    const sent: unknown[] = [];
    let failures = 1;
    const mail: MailSender = async (message) => {
      if (failures-- > 0) throw new Error("SMTP server unreachable");
      sent.push(message);
    };
    const message = { to: "lina@example.se", subject: "Er video", text: "Här är videon: https://example.com/demo", html: "<p>Här är videon</p>" };
    await enqueueJobs(db, [{ kind: "mail", payload: message }]);
    const clock = manualClock();
    const config: DeliveryConfig = { targets: {}, signingKey: undefined };

    await pass(config, clock, { mail });
    clock.advance(5_000);
    await pass(config, clock, { mail });

    const [job] = await jobsOf(db);
    expect(job).toMatchObject({ leadId: null, kind: "mail", target: "mail", status: "delivered", attempts: 2 });
    expect(sent).toEqual([message]);
    const attempts = await attemptsOf(db, job!.id);
    expect(attempts.map(({ statusCode, error }) => ({ statusCode, error }))).toEqual([
      { statusCode: null, error: "SMTP server unreachable" },
      { statusCode: null, error: null },
    ]);

    await db.delete(outboxJobs);
    await db.insert(outboxJobs).values({ kind: "mail", target: "mail", payload: { to: "not an address" }, webhookId: "msg_broken" });
    clock.advance(60_000);
    await pass(config, clock, { mail });
    const [broken] = await jobsOf(db);
    expect(broken).toMatchObject({ status: "dead", attempts: 1 });
    expect(sent).toHaveLength(1);
  });

  it("records a mail the sender only stored (no SMTP_URL) apart from one it sent", async () => {
    const message = { to: "lina@example.se", subject: "Tack", text: "Hej!", html: "<p>Hej!</p>" };
    const [stored] = await enqueueJobs(db, [{ kind: "mail", payload: message }]);
    const clock = manualClock();
    const config: DeliveryConfig = { targets: {}, signingKey: undefined };
    await pass(config, clock, { mail: async () => "stored" });
    const [sent] = await enqueueJobs(db, [{ kind: "mail", payload: message }]);
    clock.advance(1_000);
    await pass(config, clock, { mail: async () => "sent" });

    const jobs = await jobsOf(db);
    expect(jobs.map((job) => [job.id, job.status, job.mailStored])).toEqual([
      [stored, "delivered", true],
      [sent, "delivered", false],
    ]);
  });

  it("delivers at once when nudged, and finds jobs by polling when not", async () => {
    const target = await receive(() => 200);
    const config = configFor(target);
    const webhook = createWebhookSender({ config });
    const quietPino = pino({ level: "silent" });
    const nudged = startDeliveryWorker({ db, senders: { webhook, mail: async () => undefined }, log: quietPino, pollIntervalMs: 60_000 });
    try {
      // The worker's first look finds nothing; only the nudge can bring it back within the test.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
      nudged.nudge();
      await vi.waitFor(() => expect(target.received).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await nudged.stop();
    }

    const polling = startDeliveryWorker({ db, senders: { webhook, mail: async () => undefined }, log: silentLog, pollIntervalMs: 50 });
    try {
      await enqueueJobs(db, webhookJobs(config, { automation_webhook: popupPayload }));
      await vi.waitFor(() => expect(target.received).toHaveLength(2), { timeout: 10_000 });
    } finally {
      await polling.stop();
    }
    expect(target.countsById().size).toBe(2);
  });

  it("resumes after a restart: the send in flight at shutdown is recorded and the next server delivers the job", async () => {
    const target = await receive((index) => (index === 0 ? "hang" : 200));
    const config = configFor(target);
    const databaseConfig = await engine.freshConfig();
    const before = await engine.open(databaseConfig);
    await enqueueJobs(before.db, webhookJobs(config, { automation_webhook: popupPayload }));
    const clock = manualClock();

    const first = startDeliveryWorker({
      db: before.db,
      senders: { webhook: createWebhookSender({ config, timeoutMs: 500, clock: clock.now }), mail: async () => undefined },
      log: silentLog,
      clock: clock.now,
      random: noJitter,
    });
    await vi.waitFor(() => expect(target.received).toHaveLength(1), { timeout: 10_000 });
    await first.stop();
    const [interrupted] = await jobsOf(before.db);
    expect(interrupted).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null });
    await before.close();

    const after = await engine.open(databaseConfig);
    clock.advance(retryDelaysMs[0]);
    const second = startDeliveryWorker({
      db: after.db,
      senders: { webhook: createWebhookSender({ config, clock: clock.now }), mail: async () => undefined },
      log: silentLog,
      clock: clock.now,
      random: noJitter,
    });
    try {
      await vi.waitFor(async () => expect((await jobsOf(after.db))[0]?.status).toBe("delivered"), { timeout: 10_000 });
    } finally {
      await second.stop();
    }
    const [job] = await jobsOf(after.db);
    expect(target.countsById()).toEqual(new Map([[job!.webhookId, 2]]));
    expect((await attemptsOf(after.db, job!.id)).map((attempt) => attempt.error)).toEqual(["No answer within 500 ms", null]);
  }, 60_000);
});

describe("delivery queue on PostgreSQL with two instances", () => {
  const postgres = engines[1]!;

  it("never delivers a job twice when two workers share the queue", async () => {
    const receiver = await startWebhookReceiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      return 200;
    });
    try {
      const databaseConfig = await postgres.freshConfig();
      const [one, two] = await Promise.all([postgres.open(databaseConfig), postgres.open(databaseConfig)]);
      const config = configFor(receiver);
      const total = 300;
      await one!.db.transaction(async (tx) => {
        for (let index = 0; index < total; index += 50) {
          const jobs = Array.from({ length: 50 }, (_, offset) => ({ kind: "webhook" as const, target: "automation_webhook" as const, payload: { n: index + offset } }));
          await enqueueJobs(tx, jobs);
        }
      });

      const workers = [one!, two!].map((database) =>
        startDeliveryWorker({
          db: database.db,
          senders: { webhook: createWebhookSender({ config }), mail: async () => undefined },
          log: silentLog,
          pollIntervalMs: 20,
          concurrency: 8,
        }),
      );
      try {
        await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(total), { timeout: 30_000, interval: 50 });
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }

      const counts = receiver.countsById();
      expect(counts.size).toBe(total);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const jobs = await jobsOf(one!.db);
      expect(jobs.every((job) => job.status === "delivered" && job.attempts === 1)).toBe(true);
      const owners = await one!.db.select({ jobId: outboxAttempts.jobId }).from(outboxAttempts);
      expect(owners).toHaveLength(total);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
