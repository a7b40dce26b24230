import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { leads, outboxJobs } from "../db/schema.ts";
import type { DeliveryConfig } from "./config.ts";
import { enqueueJobs, insertLeadWithJobs, type NewJob, webhookJobs } from "./enqueue.ts";

const engines = testEngines();

const both: DeliveryConfig = {
  targets: { automation_webhook: "https://hooks.example.com/a", form_service: "https://forms.example.com/f" },
  signingKey: undefined,
};
const payloads = { automation_webhook: { source: "Contact Form" }, form_service: { name: "Lina" } };

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

describe.each(engines)("insertLeadWithJobs on $name", (engine) => {
  const message = { to: "lina@example.se", subject: "Tack för er förfrågan", text: "Vi hör av oss.", html: "<p>Vi hör av oss.</p>" };
  const mail: NewJob = { kind: "mail", payload: message };

  function contactLead(overrides: { idempotencyKey?: string; spam?: boolean } = {}) {
    return { kind: "contact" as const, email: "Lina.Berg@Example.SE", fields: { name: "Lina Berg", email: "Lina.Berg@Example.SE" }, ...overrides };
  }

  async function jobsOfLead(leadId: string) {
    const { db } = await engine.shared();
    return db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId));
  }

  it("stores the lead with its jobs, the address in lower case for lookups and as typed in its fields", async () => {
    const { db } = await engine.shared();
    const stored = await insertLeadWithJobs(db, contactLead(), [...webhookJobs(both, payloads), mail]);
    expect(stored.created).toBe(true);

    const [row] = await db.select().from(leads).where(eq(leads.id, stored.id));
    expect(row).toMatchObject({ email: "lina.berg@example.se", fields: { email: "Lina.Berg@Example.SE" }, spam: false });
    const jobs = await jobsOfLead(stored.id);
    expect(jobs.map((job) => [job.kind, job.target, job.status, job.attempts]).sort()).toEqual([
      ["mail", "mail", "pending", 0],
      ["webhook", "automation_webhook", "pending", 0],
      ["webhook", "form_service", "pending", 0],
    ]);
    expect(new Set(jobs.map((job) => job.webhookId)).size).toBe(3);
  });

  it("keeps the SPEC payload's key order in the stored body", async () => {
    const { db } = await engine.shared();
    const body = { name: "Lina", email: "lina@example.se", phone: "Ej angivet", company: "Berg AB", message: "Inget meddelande" };
    const stored = await insertLeadWithJobs(db, contactLead(), [{ kind: "webhook", target: "form_service", payload: body }]);
    const [job] = await jobsOfLead(stored.id);
    expect(JSON.stringify(job?.payload)).toBe(JSON.stringify(body));
  });

  it("answers a repeated idempotency key with the first lead and stores nothing new", async () => {
    const { db } = await engine.shared();
    const idempotencyKey = randomUUID();
    const first = await insertLeadWithJobs(db, contactLead({ idempotencyKey }), webhookJobs(both, payloads));
    const repeat = await insertLeadWithJobs(db, contactLead({ idempotencyKey }), webhookJobs(both, payloads));

    expect(repeat).toEqual({ id: first.id, created: false });
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, idempotencyKey))).toHaveLength(1);
    expect(await jobsOfLead(first.id)).toHaveLength(2);
  });

  it("stores one lead when two requests with one idempotency key arrive at once", async () => {
    const { db } = await engine.shared();
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => insertLeadWithJobs(db, contactLead({ idempotencyKey }), webhookJobs(both, payloads))),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await jobsOfLead(results[0]!.id)).toHaveLength(2);
  });

  it("keeps a spam lead but stores none of its deliveries or mails", async () => {
    const { db } = await engine.shared();
    const stored = await insertLeadWithJobs(db, contactLead({ spam: true }), [...webhookJobs(both, payloads), mail]);
    const [row] = await db.select().from(leads).where(eq(leads.id, stored.id));
    expect(row?.spam).toBe(true);
    expect(await jobsOfLead(stored.id)).toEqual([]);
  });

  it("stores nothing when one of the jobs is a malformed mail", async () => {
    const { db } = await engine.shared();
    const idempotencyKey = randomUUID();
    const broken: NewJob = { kind: "mail", payload: { ...message, to: "not an address" } };
    await expect(insertLeadWithJobs(db, contactLead({ idempotencyKey }), [...webhookJobs(both, payloads), broken])).rejects.toThrow();
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, idempotencyKey))).toEqual([]);
  });

  it("queues a mail about no lead inside the caller's transaction, and drops it when that transaction fails", async () => {
    const { db } = await engine.shared();
    const ids = await db.transaction((tx) => enqueueJobs(tx, [mail]));
    const [job] = await db.select().from(outboxJobs).where(inArray(outboxJobs.id, ids));
    expect(job).toMatchObject({ leadId: null, kind: "mail", payload: message });

    let rolledBack: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        rolledBack = await enqueueJobs(tx, [mail]);
        throw new Error("the account could not be created");
      }),
    ).rejects.toThrow();
    expect(await db.select().from(outboxJobs).where(inArray(outboxJobs.id, rolledBack))).toEqual([]);
  });
});
