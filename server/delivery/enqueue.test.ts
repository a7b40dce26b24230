import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { outboxJobs } from "../db/schema.ts";
import type { DeliveryConfig } from "./config.ts";
import { enqueueJobs, enqueuePreparedJobs, type NewJob, prepareJobs, webhookJobs } from "./enqueue.ts";

const engines = testEngines();

const both: DeliveryConfig = {
  targets: { automation_webhook: "https://hooks.example.com/a", form_service: "https://forms.example.com/f" },
  signingKey: undefined,
};
const payloads = { automation_webhook: { source: "Contact Form" }, form_service: { name: "Lina" } };
const message = { to: "lina@example.se", subject: "Tack för er förfrågan", text: "Vi hör av oss.", html: "<p>Vi hör av oss.</p>" };
const mail: NewJob = { kind: "mail", payload: message };

describe("webhookJobs", () => {
  it("makes one job per configured target and none for a target without a URL", () => {
    expect(webhookJobs(both, payloads)).toEqual([
      { kind: "webhook", target: "automation_webhook", payload: payloads.automation_webhook },
      { kind: "webhook", target: "form_service", payload: payloads.form_service },
    ]);
    expect(webhookJobs({ targets: { form_service: "https://forms.example.com/f" }, signingKey: undefined }, payloads)).toEqual([
      { kind: "webhook", target: "form_service", payload: payloads.form_service },
    ]);
    expect(webhookJobs({ targets: {}, signingKey: undefined }, payloads)).toEqual([]);
  });
});

describe("prepareJobs", () => {
  it("gives every job its own webhook-id and refuses a malformed mail before any transaction", () => {
    const prepared = prepareJobs([...webhookJobs(both, payloads), mail], null);
    expect(new Set(prepared.map((job) => job.webhookId)).size).toBe(3);
    expect(prepared.map((job) => job.target)).toEqual(["automation_webhook", "form_service", "mail"]);
    expect(() => prepareJobs([{ kind: "mail", payload: { ...message, to: "not an address" } }])).toThrow();
  });
});

describe.each(engines)("enqueueJobs on $name", (engine) => {
  it("queues a mail about no lead inside the caller's transaction, and drops it when that transaction fails", async () => {
    const { db } = await engine.shared();
    const ids = await db.transaction((tx) => enqueueJobs(tx, [mail]));
    const [job] = await db.select().from(outboxJobs).where(inArray(outboxJobs.id, ids));
    expect(job).toMatchObject({ leadId: null, kind: "mail", payload: message, status: "pending", attempts: 0 });

    let rolledBack: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        rolledBack = await enqueueJobs(tx, [mail]);
        throw new Error("the account could not be created");
      }),
    ).rejects.toThrow();
    expect(await db.select().from(outboxJobs).where(inArray(outboxJobs.id, rolledBack))).toEqual([]);
  });

  it("keeps the SPEC payload's key order in the stored body", async () => {
    const { db } = await engine.shared();
    const body = { name: "Lina", email: "lina@example.se", phone: "Ej angivet", company: "Berg AB", message: "Inget meddelande" };
    const prepared = prepareJobs([{ kind: "webhook", target: "form_service", payload: body }]);
    await enqueuePreparedJobs(db, prepared);
    const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.webhookId, prepared[0]!.webhookId));
    expect(JSON.stringify(job?.payload)).toBe(JSON.stringify(body));
  });
});
