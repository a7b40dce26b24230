import type { LeadSummary } from "./lead-records.ts";
import { companyName, formatJobCounts, personName } from "./format.ts";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor who
 * types `=HYPERLINK(...)` as their name could act in the operator's spreadsheet (OWASP
 * "CSV Injection"). A leading apostrophe makes the cell plain text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One field as RFC 4180 wants it: quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export const leadCsvHeader = [
  "id",
  "created_at",
  "kind",
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

/** One lead as a CSV row under `leadCsvHeader`; `fields_json` keeps every form field. */
export function leadCsvRow(lead: LeadSummary): string {
  return csvRow([
    lead.id,
    lead.createdAt.toISOString(),
    lead.kind,
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
  ]);
}
