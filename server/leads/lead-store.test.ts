import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { leads, outboxJobs } from "../db/schema.ts";
import { type DeliveryConfig, type NewJob, webhookJobs } from "../delivery/index.ts";
import { createLeadWriter, insertLeadWithJobs } from "./lead-store.ts";

const engines = testEngines();

const both: DeliveryConfig = {
  targets: { automation_webhook: "https://hooks.example.com/a", form_service: "https://forms.example.com/f" },
  signingKey: undefined,
};
const payloads = { automation_webhook: { source: "Contact Form" }, form_service: { name: "Lina" } };

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
});

describe.each(engines)("the lead writer (group commit) on $name", (engine) => {
  const confirmation = (to: string): NewJob => ({ kind: "mail", payload: { to, subject: "Tack", text: "Vi hör av oss.", html: "<p>Vi hör av oss.</p>" } });

  function popupLead(email: string, extra: { idempotencyKey?: string; downloadToken?: string; id?: string } = {}) {
    return { id: extra.id ?? randomUUID(), kind: "popup" as const, email, fields: { email, consent: true }, ...extra };
  }

  async function leadsWithEmails(emails: string[]) {
    const { db } = await engine.shared();
    return db.select().from(leads).where(inArray(leads.email, emails));
  }

  async function jobCounts(leadIds: string[]) {
    const { db } = await engine.shared();
    const jobs = await db.select({ leadId: outboxJobs.leadId }).from(outboxJobs).where(inArray(outboxJobs.leadId, leadIds));
    const counts = new Map<string, number>();
    for (const job of jobs) counts.set(job.leadId!, (counts.get(job.leadId!) ?? 0) + 1);
    return counts;
  }

  it("stores each of many leads sent at once exactly once, each with its own jobs, and answers each with its own id", async () => {
    const { db } = await engine.shared();
    const writer = createLeadWriter(db);
    const run = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 120 }, (_, n) => `many-${run}-${n}@example.se`);
    const sent = emails.map((email) => popupLead(email, { idempotencyKey: randomUUID() }));

    const results = await Promise.all(sent.map((lead) => writer.write(lead, [...webhookJobs(both, payloads), confirmation(lead.email)])));

    expect(results).toEqual(sent.map((lead) => ({ id: lead.id, created: true })));
    const stored = await leadsWithEmails(emails);
    expect(stored.map((row) => row.id).sort()).toEqual(sent.map((lead) => lead.id).sort());
    const counts = await jobCounts(sent.map((lead) => lead.id));
    expect([...counts.values()]).toEqual(sent.map(() => 3));
  });

  it("keeps the other leads of a batch when one of them cannot be stored, and fails only that one's request", async () => {
    const { db } = await engine.shared();
    const writer = createLeadWriter(db);
    const run = randomUUID().slice(0, 8);
    const token = `token-${run}`;
    await insertLeadWithJobs(db, popupLead(`owner-${run}@example.se`, { downloadToken: token }), []);

    // The first write commits alone; the four after it wait and then share one transaction.
    const first = writer.write(popupLead(`first-${run}@example.se`), [confirmation("a@example.se")]);
    const good = [1, 2, 3].map((n) => popupLead(`good-${run}-${n}@example.se`));
    const clashing = popupLead(`clash-${run}@example.se`, { downloadToken: token });
    const writes = [...good.slice(0, 2), clashing, good[2]!].map((lead) => writer.write(lead, [confirmation(lead.email)]));
    const outcomes = await Promise.allSettled([first, ...writes]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const stored = await leadsWithEmails([...good.map((lead) => lead.email), clashing.email]);
    expect(stored.map((row) => row.id).sort()).toEqual(good.map((lead) => lead.id).sort());
    const counts = await jobCounts(good.map((lead) => lead.id));
    expect([...counts.values()]).toEqual([1, 1, 1]);
  });

  it("stores one lead for a key repeated within one batch and across batches, and answers every repeat with its id", async () => {
    const { db } = await engine.shared();
    const writer = createLeadWriter(db);
    const run = randomUUID().slice(0, 8);
    const idempotencyKey = randomUUID();
    const email = `twice-${run}@example.se`;

    const leader = writer.write(popupLead(`leader-${run}@example.se`), []);
    const sameBatch = Array.from({ length: 5 }, () => writer.write(popupLead(email, { idempotencyKey }), [confirmation(email)]));
    const results = await Promise.all([leader, ...sameBatch]);
    const [, ...repeats] = results;
    const firstId = repeats[0]!.id;
    expect(repeats).toEqual([{ id: firstId, created: true }, ...Array.from({ length: 4 }, () => ({ id: firstId, created: false }))]);

    expect(await writer.write(popupLead(email, { idempotencyKey }), [confirmation(email)])).toEqual({ id: firstId, created: false });
    expect(await leadsWithEmails([email])).toHaveLength(1);
    expect(await jobCounts([firstId])).toEqual(new Map([[firstId, 1]]));
  });

  it("refuses a lead with a malformed mail at once, without touching the leads written beside it", async () => {
    const { db } = await engine.shared();
    const writer = createLeadWriter(db);
    const run = randomUUID().slice(0, 8);
    const fine = popupLead(`fine-${run}@example.se`);
    const broken = popupLead(`broken-${run}@example.se`);
    const outcomes = await Promise.allSettled([
      writer.write(fine, [confirmation(fine.email)]),
      writer.write(broken, [{ kind: "mail", payload: { to: "not an address", subject: "", text: "", html: "" } }]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected"]);
    expect((await leadsWithEmails([fine.email, broken.email])).map((row) => row.email)).toEqual([fine.email]);
  });
});
