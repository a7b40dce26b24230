import { inArray } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { leads } from "../db/schema.ts";

/** Who a lead is from, as another area that keeps something about the lead needs it (a booking's mails and list). */
export interface LeadPerson {
  id: string;
  email: string;
  /** The validated form data the lead was stored with. */
  fields: Record<string, unknown>;
  assignee: string | null;
}

/** The people of some leads, by lead id; a lead erased since is missing from the map. */
export async function leadPeople(executor: Executor, ids: readonly string[]): Promise<Map<string, LeadPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: leads.id, email: leads.email, fields: leads.fields, assignee: leads.assignee })
    .from(leads)
    .where(inArray(leads.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { ...row, fields: (row.fields ?? {}) as Record<string, unknown> }]));
}
