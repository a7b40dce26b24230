import { formatStockholmTime } from "../../cli/stockholm-time.ts";
import { csvRow } from "../cli/csv.ts";
import { formatJobCounts } from "../cli/format.ts";
import { companyName, personName } from "./lead-names.ts";
import type { LeadRow } from "./lead-records.ts";

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
const byteOrderMark = "\uFEFF";

export const staffCsvHeader = [
  "id",
  "created_at",
  "kind",
  "status",
  "assignee",
  "email",
  "name",
  "company",
  "phone",
  "message",
  "spam",
  "deliveries",
  "mails",
  "first_downloaded_at",
  "fields_json",
] as const;

function optionalText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function staffCsvRow(lead: LeadRow): string {
  return csvRow(
    [
      lead.id,
      lead.createdAt.toISOString(),
      lead.kind,
      lead.status,
      lead.assignee ?? "",
      lead.email,
      personName(lead.fields),
      companyName(lead.fields),
      optionalText(lead.fields.phone),
      optionalText(lead.fields.message),
      lead.spam ? "true" : "false",
      lead.spam ? "" : formatJobCounts(lead.webhooks),
      lead.spam ? "" : formatJobCounts(lead.mails),
      lead.firstDownloadedAt?.toISOString() ?? "",
      JSON.stringify(lead.fields),
    ],
    ";",
  );
}

/**
 * The workspace's export for Swedish Excel: UTF-8 with BOM, `;` between cells, CRLF,
 * quoted as RFC 4180 says and every cell safe from running as a formula (cli/csv.ts).
 */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return byteOrderMark + csvRow(staffCsvHeader, ";") + rows.map(staffCsvRow).join("");
}

/** For example "leads-2025-03-01.csv", the day in Stockholm. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${formatStockholmTime(now).slice(0, 10)}.csv`;
}
