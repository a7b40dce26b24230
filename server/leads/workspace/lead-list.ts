import { defaultStaffPageSize, leadStatuses, type StaffLeadList, type StaffLeadRow } from "../../../contracts/staff.ts";
import { unknownSource } from "../../../contracts/analytics.ts";
import type { Db } from "../../db/database.ts";
import { companyName, personName } from "./lead-names.ts";
import { countLeads, countLeadsByStatus, findLeadSummaries, type InboxRow, type LeadFilter } from "./lead-records.ts";

/** Whether a lead is "Försenad": still new at `now`, its reply deadline passed. */
export function isOverdue(lead: Pick<InboxRow, "status" | "respondBy">, now: Date): boolean {
  return lead.status === "new" && lead.respondBy < now;
}

/** One lead as the inbox lists it: name and company whichever form it came through, null when not given. */
export function staffLeadRow(lead: InboxRow, now: Date = new Date()): StaffLeadRow {
  return {
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    name: personName(lead.fields) || null,
    company: companyName(lead.fields) || null,
    email: lead.email,
    status: lead.status,
    assignee: lead.assignee,
    respondBy: lead.respondBy.toISOString(),
    overdue: isOverdue(lead, now),
    repliedAt: lead.repliedAt?.toISOString() ?? null,
    replyMet: lead.replyMet,
    hasSamePerson: lead.hasSamePerson,
    source: lead.source ?? unknownSource,
    wonValue: lead.wonValue,
    webhooks: lead.webhooks,
    mails: lead.mails,
  };
}

/** One page of the inbox, in the filter's order, with the total and the count per status over the filter without its status. */
export async function listLeadPage(db: Db, filter: LeadFilter, { page = 1, pageSize = defaultStaffPageSize }: { page?: number; pageSize?: number } = {}): Promise<StaffLeadList> {
  const [rows, total, byStatus] = await Promise.all([
    findLeadSummaries(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countLeads(db, filter),
    countLeadsByStatus(db, filter),
  ]);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, byStatus.get(status) ?? 0])) as StaffLeadList["counts"];
  const now = new Date();
  return { leads: rows.map((row) => staffLeadRow(row, now)), total, page, pageSize, counts };
}
