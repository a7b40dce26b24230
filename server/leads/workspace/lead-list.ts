import { defaultStaffPageSize, leadStatuses, type StaffLeadList, type StaffLeadRow } from "../../../contracts/staff.ts";
import type { Db } from "../../db/database.ts";
import { companyName, personName } from "./lead-names.ts";
import { countLeads, countLeadsByStatus, findLeadSummaries, type LeadFilter, type LeadRow } from "./lead-records.ts";

/** One lead as the inbox lists it: name and company whichever form it came through, null when not given. */
export function staffLeadRow(lead: LeadRow): StaffLeadRow {
  return {
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    name: personName(lead.fields) || null,
    company: companyName(lead.fields) || null,
    email: lead.email,
    status: lead.status,
    assignee: lead.assignee,
    webhooks: lead.webhooks,
    mails: lead.mails,
  };
}

/** One page of the inbox, newest first, with the total and the count per status over the filter without its status. */
export async function listLeadPage(db: Db, filter: LeadFilter, { page = 1, pageSize = defaultStaffPageSize }: { page?: number; pageSize?: number } = {}): Promise<StaffLeadList> {
  const [rows, total, byStatus] = await Promise.all([
    findLeadSummaries(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countLeads(db, filter),
    countLeadsByStatus(db, filter),
  ]);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, byStatus.get(status) ?? 0])) as StaffLeadList["counts"];
  return { leads: rows.map(staffLeadRow), total, page, pageSize, counts };
}
