import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecordRetentionMonths } from "../../app/content/cookie-consent.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { consentDecisions } from "../db/schema.ts";
import { deleteExpiredConsentDecisions, listConsentDecisions, recordConsentDecision } from "./decisions.ts";
import { consentRetentionEnvShape } from "./retention.ts";

const engines = testEngines();

describe.each(engines)("the consent log on $name", (engine) => {
  it("lists one visitor's decisions newest first, and everyone's since a time", async () => {
    const { db } = await engine.shared();
    const consentId = crypto.randomUUID();
    const first = await recordConsentDecision(db, { consentId, revision: 1, action: "first_choice", categories: ["necessary"] });
    const change = await recordConsentDecision(db, { consentId: consentId.toUpperCase(), revision: 1, action: "change", categories: ["necessary", "functional"] });
    await db.update(consentDecisions).set({ createdAt: new Date("2026-01-01T10:00:00Z") }).where(eq(consentDecisions.id, first.id));
    await db.update(consentDecisions).set({ createdAt: new Date("2026-02-01T10:00:00Z") }).where(eq(consentDecisions.id, change.id));

    expect((await listConsentDecisions(db, { consentId })).map((row) => row.action)).toEqual(["change", "first_choice"]);
    const since = await listConsentDecisions(db, { since: new Date("2026-01-15T00:00:00Z") });
    expect(since.map((row) => row.id)).toContain(change.id);
    expect(since.map((row) => row.id)).not.toContain(first.id);
  });

  it("deletes decisions past the retention the privacy policy states, and keeps the rest", async () => {
    const { db } = await engine.shared();
    const now = new Date("2026-06-15T12:00:00Z");
    async function decisionAt(createdAt: string) {
      const row = await recordConsentDecision(db, { consentId: crypto.randomUUID(), revision: 1, action: "first_choice", categories: ["necessary"] });
      await db.update(consentDecisions).set({ createdAt: new Date(createdAt) }).where(eq(consentDecisions.id, row.id));
      return row.id;
    }
    const expired = await decisionAt("2025-06-15T11:59:59Z");
    const kept = await decisionAt("2025-06-15T12:00:01Z");

    expect(consentRetentionEnvShape.CONSENT_RETENTION_MONTHS.parse(undefined)).toBe(consentRecordRetentionMonths);
    expect(await deleteExpiredConsentDecisions(db, { months: consentRecordRetentionMonths, now })).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: consentDecisions.id }).from(consentDecisions).where(inArray(consentDecisions.id, [expired, kept]));
    expect(left).toEqual([{ id: kept }]);
  });
});
