import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import { csvRow, leadCsvCells, leadCsvHeader } from "../cli/csv.ts";
import type { LeadRow } from "./lead-records.ts";

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
const byteOrderMark = "\uFEFF";

/** The command line's columns with where the sales work stands after the kind. */
export const staffCsvHeader = [...leadCsvHeader.slice(0, 3), "status", "assignee", ...leadCsvHeader.slice(3)];

function staffCsvRow(lead: LeadRow): string {
  const cells = leadCsvCells(lead);
  return csvRow([...cells.slice(0, 3), lead.status, lead.assignee ?? "", ...cells.slice(3)], ";");
}

/**
 * The workspace's export for Swedish Excel: UTF-8 with BOM, `;` between cells, CRLF,
 * quoted as RFC 4180 says and every cell safe from running as a formula, also after a
 * separator inside it (cli/csv.ts).
 */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return byteOrderMark + csvRow(staffCsvHeader, ";") + rows.map(staffCsvRow).join("");
}

/** For example "leads-2025-03-01.csv", the day in Stockholm. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${formatStockholmTime(now).slice(0, 10)}.csv`;
}
