import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { leads } from "../db/schema.ts";
import { requestsByEmail } from "./customer-requests.ts";
import { insertLeadWithJobs } from "./lead-store.ts";

describe.each(testEngines())("requestsByEmail on $name", (engine) => {
  it("lists one address's requests newest first, whatever the address's case, without a honeypot lead or one staff marked as spam", async () => {
    const { db } = await engine.shared();
    const email = `asker-${randomUUID().slice(0, 8)}@example.se`;
    const older = await insertLeadWithJobs(db, { kind: "demo", email, fields: { email, message: "Först" } }, []);
    await insertLeadWithJobs(db, { kind: "popup", email, fields: { email }, spam: true }, []);
    await insertLeadWithJobs(db, { kind: "popup", email: "someone-else@example.se", fields: {} }, []);
    const junk = await insertLeadWithJobs(db, { kind: "contact", email, fields: { email, message: "Köp klockor" } }, []);
    await db.update(leads).set({ status: "spam" }).where(eq(leads.id, junk.id));
    const newer = await insertLeadWithJobs(db, { kind: "quote", email: email.toUpperCase(), fields: { email, message: "Sedan" } }, []);

    const requests = await requestsByEmail(db, email.toUpperCase());
    expect(requests.map((request) => [request.id, request.kind, request.fields.message, request.status])).toEqual([
      [newer.id, "quote", "Sedan", "new"],
      [older.id, "demo", "Först", "new"],
    ]);
  });

  it("gives an e-book request's download token, the one its mail links to, and its reply deadline", async () => {
    const { db } = await engine.shared();
    const email = `reader-${randomUUID().slice(0, 8)}@example.se`;
    const downloadToken = randomUUID().replaceAll("-", "");
    const { id } = await insertLeadWithJobs(db, { kind: "ebook", email, fields: { email }, downloadToken }, []);
    const respondBy = new Date("2026-03-05T16:00:00Z");
    await db.update(leads).set({ respondBy }).where(eq(leads.id, id));
    const [request] = await requestsByEmail(db, email);
    expect(request).toMatchObject({ kind: "ebook", downloadToken, status: "new", respondBy });
  });
});
