import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { startWebhookReceiver } from "../../tests/support/webhook-receiver.ts";
import type { Db } from "../db/database.ts";
import { outboxAttempts, outboxJobs } from "../db/schema.ts";
import { enqueueJobs } from "./enqueue.ts";
import { requeue } from "./requeue.ts";
import { createWebhookSender } from "./webhook-sender.ts";
import { deliverDueJobs } from "./worker.ts";

const engines = testEngines();
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(engines)("requeue on $name", (engine) => {
  async function jobIn(db: Db, status: "pending" | "delivered" | "dead") {
    const [id] = await enqueueJobs(db, [{ kind: "webhook", target: "automation_webhook", payload: { email: "lina@example.se" } }]);
    await db.update(outboxJobs).set({ status, attempts: status === "pending" ? 0 : 8 }).where(eq(outboxJobs.id, id!));
    await db.insert(outboxAttempts).values({ jobId: id!, attemptedAt: new Date(), statusCode: 503, error: "HTTP 503", durationMs: 40 });
    return id!;
  }

  it.each(["dead", "delivered"] as const)("queues a %s job again with its webhook-id, a fresh round of attempts and its history kept", async (status) => {
    const { db } = await engine.shared();
    const jobId = await jobIn(db, status);
    const now = new Date();
    expect(await requeue(db, jobId, now)).toBe("requeued");

    const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, jobId));
    expect(job).toMatchObject({ status: "pending", attempts: 0, deliveredAt: null, leaseOwner: null });
    expect(job!.nextAttemptAt.getTime()).toBe(now.getTime());

    const receiver = await startWebhookReceiver(() => 200);
    try {
      const webhook = createWebhookSender({ config: { targets: { automation_webhook: receiver.url }, signingKey: undefined } });
      // Other tests' jobs may share this database: deliver until this one is through.
      while ((await db.select().from(outboxJobs).where(eq(outboxJobs.id, jobId)))[0]?.status === "pending") {
        await deliverDueJobs({ db, senders: { webhook, mail: async () => undefined }, log: silentLog });
      }
      const delivered = receiver.received.filter((request) => request.headers["webhook-id"] === job!.webhookId);
      expect(delivered).toHaveLength(1);
    } finally {
      await receiver.close();
    }
    expect(await db.select().from(outboxAttempts).where(eq(outboxAttempts.jobId, jobId))).toHaveLength(2);
  });

  it("leaves a pending job alone and says so, and tells an unknown job apart", async () => {
    const { db } = await engine.shared();
    const jobId = await jobIn(db, "pending");
    expect(await requeue(db, jobId)).toBe("already-pending");
    expect(await requeue(db, randomUUID())).toBe("not-found");
  });
});
