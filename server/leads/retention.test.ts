import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { leads, outboxAttempts, outboxJobs } from "../db/schema.ts";
import { enqueueJobs } from "../delivery/index.ts";
import { insertLeadWithJobs } from "./lead-store.ts";
import { deleteExpiredLeads } from "./retention.ts";

const engines = testEngines();

const mail = { kind: "mail" as const, payload: { to: "lina@example.se", subject: "Ämne", text: "Text", html: "<p>Text</p>" } };

describe.each(engines)("deleteExpiredLeads on $name", (engine) => {
  it("deletes leads older than the retention with their jobs and attempts, and keeps the rest", async () => {
    const { db } = await engine.shared();
    const now = new Date("2026-06-15T12:00:00Z");
    async function leadCreatedAt(createdAt: string) {
      const { id } = await insertLeadWithJobs(db, { kind: "contact", email: "lina@example.se", fields: {} }, [
        { kind: "webhook", target: "automation_webhook", payload: { source: "Contact Form" } },
        mail,
      ]);
      await db.update(leads).set({ createdAt: new Date(createdAt) }).where(eq(leads.id, id));
      const jobs = await db.select({ id: outboxJobs.id }).from(outboxJobs).where(eq(outboxJobs.leadId, id));
      await db.insert(outboxAttempts).values(jobs.map((job) => ({ jobId: job.id, attemptedAt: new Date(createdAt), statusCode: 200, durationMs: 30 })));
      return { id, jobIds: jobs.map((job) => job.id) };
    }
    async function mailWithoutLead(createdAt: string, status: "pending" | "delivered") {
      const [id] = await enqueueJobs(db, [mail]);
      await db.update(outboxJobs).set({ createdAt: new Date(createdAt), status }).where(eq(outboxJobs.id, id!));
      return id!;
    }

    const expired = await leadCreatedAt("2024-06-15T11:59:59Z");
    const kept = await leadCreatedAt("2024-06-15T12:00:01Z");
    const expiredMail = await mailWithoutLead("2024-01-01T00:00:00Z", "delivered");
    const unsentMail = await mailWithoutLead("2024-01-01T00:00:00Z", "pending");
    const recentMail = await mailWithoutLead("2026-01-01T00:00:00Z", "delivered");

    expect(await deleteExpiredLeads(db, { months: 24, now })).toEqual({ leads: 1, mails: 1 });

    expect(await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, [expired.id, kept.id]))).toEqual([{ id: kept.id }]);
    expect(await db.select().from(outboxJobs).where(inArray(outboxJobs.id, expired.jobIds))).toEqual([]);
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.jobId, expired.jobIds))).toEqual([]);
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.jobId, kept.jobIds))).toHaveLength(2);
    const mailsLeft = await db.select({ id: outboxJobs.id }).from(outboxJobs).where(inArray(outboxJobs.id, [expiredMail, unsentMail, recentMail]));
    expect(mailsLeft.map((row) => row.id).sort()).toEqual([unsentMail, recentMail].sort());

    // A shorter retention reaches the lead that was kept.
    expect(await deleteExpiredLeads(db, { months: 12, now })).toEqual({ leads: 1, mails: 0 });
  });
});
