import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { type ConsentAction, type ConsentCategory, type ConsentDecision, consentDecisions } from "../db/schema.ts";

export interface NewConsentDecision {
  consentId: string;
  revision: number;
  action: ConsentAction;
  categories: readonly ConsentCategory[];
}

/** Stores one decision as proof of consent; the time is the database's own. */
export async function recordConsentDecision(db: Db, decision: NewConsentDecision): Promise<ConsentDecision> {
  const [row] = await db
    .insert(consentDecisions)
    .values({ ...decision, consentId: decision.consentId.toLowerCase(), categories: [...decision.categories] })
    .returning();
  return row!;
}

export interface ConsentDecisionFilter {
  consentId?: string;
  since?: Date;
  limit?: number;
}

/** Decisions, newest first: one visitor's (their consent id) or everyone's since a time. */
export function listConsentDecisions(db: Db, { consentId, since, limit = 1000 }: ConsentDecisionFilter = {}) {
  return db
    .select()
    .from(consentDecisions)
    .where(
      and(
        consentId === undefined ? undefined : eq(consentDecisions.consentId, consentId.toLowerCase()),
        since === undefined ? undefined : gte(consentDecisions.createdAt, since),
      ),
    )
    .orderBy(desc(consentDecisions.createdAt), desc(consentDecisions.id))
    .limit(limit);
}

/** Deletes the decisions made more than `months` calendar months before `now`; returns how many. */
export async function deleteExpiredConsentDecisions(db: Db, { months, now = new Date() }: { months: number; now?: Date }): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  const deleted = await db.delete(consentDecisions).where(lt(consentDecisions.createdAt, cutoff)).returning({ id: consentDecisions.id });
  return deleted.length;
}
