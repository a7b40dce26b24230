import type { StaffLeadQuery } from "../../../contracts/staff.ts";
import { parseStockholmDate } from "../../cli/stockholm-time.ts";
import type { LeadFilter } from "./lead-records.ts";

export const leadFilterMessages = {
  noSuchDay: "Datumet finns inte. Ange ett datum som 2025-03-01.",
  noSignedInMember: "Ange en ansvarigs e-postadress: här finns ingen inloggad att välja.",
} as const;

/** The instant a day (YYYY-MM-DD) ends in Stockholm: the next day's midnight there. */
function endOfStockholmDay(day: string): Date | null {
  if (!parseStockholmDate(day)) return null;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return parseStockholmDate(next.toISOString().slice(0, 10));
}

/**
 * The inbox's query as a filter: `from` and `to` are whole days in Swedish time, both
 * included. A day that does not exist (2025-02-30) is named in `invalid`, per field.
 * `assignee=me` is the signed-in staff member, `me`; `none` is nobody.
 */
export function leadFilterOf(
  query: Omit<StaffLeadQuery, "page" | "pageSize">,
  { me }: { me?: string } = {},
): { filter: LeadFilter } | { invalid: Record<string, string> } {
  const invalid: Record<string, string> = {};
  const filter: LeadFilter = { kind: query.kind, status: query.status, text: query.q || undefined };
  if (query.source !== undefined) filter.source = query.source;
  if (query.overdue === "1") filter.overdue = true;
  if (query.sort !== undefined) filter.sort = query.sort;
  if (query.assignee === "none") filter.assignee = null;
  else if (query.assignee === "me") {
    if (me) filter.assignee = me;
    else invalid.assignee = leadFilterMessages.noSignedInMember;
  } else if (query.assignee !== undefined) filter.assignee = query.assignee.toLowerCase();
  if (query.from !== undefined) {
    const since = parseStockholmDate(query.from);
    if (since) filter.since = since;
    else invalid.from = leadFilterMessages.noSuchDay;
  }
  if (query.to !== undefined) {
    const before = endOfStockholmDay(query.to);
    if (before) filter.before = before;
    else invalid.to = leadFilterMessages.noSuchDay;
  }
  return Object.keys(invalid).length > 0 ? { invalid } : { filter };
}
