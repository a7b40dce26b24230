import type { LeadSummary } from "../workspace/lead-records.ts";
import { companyName, formatJobCounts, personName } from "./format.ts";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor who
 * types `=HYPERLINK(...)` as their name could act in the operator's spreadsheet (OWASP
 * "CSV Injection"). Where a cell starts is not ours to decide: Swedish Excel splits a
 * line at `;` and ignores our quotes around commas, other tools split at tabs, and a line
 * break inside a cell may start a row. So a trigger after any separator or line break
 * (after spaces or quotes too) gets an apostrophe in front, which makes it plain text
 * wherever the cell ends up starting.
 */
const formulaTrigger = /(?<=^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/** One field as RFC 4180 wants it (quoted when it holds a separator, quote or line break), formulas made text. */
export function csvField(value: string): string {
  const safe = value.replace(formulaTrigger, "$1'");
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells and its CRLF; `,` between them by default, `;` for Swedish Excel. */
export function csvRow(values: readonly string[], separator: "," | ";" = ","): string {
  return `${values.map(csvField).join(separator)}\r\n`;
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

/** One lead's cells under `leadCsvHeader`; `fields_json` keeps every form field. */
export function leadCsvCells(lead: LeadSummary): string[] {
  return [
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
  ];
}

/** One lead as a CSV row under `leadCsvHeader`, as `npm run leads -- export --csv` writes it. */
export function leadCsvRow(lead: LeadSummary): string {
  return csvRow(leadCsvCells(lead));
}
