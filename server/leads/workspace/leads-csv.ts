import { type LeadKind, leadKinds, leadRequestSchemas } from "../../../contracts/lead-forms.ts";
import type { LeadAttribution } from "../../../contracts/staff.ts";
import { formatStockholmTime, stockholmDay } from "../../cli/stockholm-time.ts";
import type { Db } from "../../db/database.ts";
import { csvCell, csvLine, phoneCell } from "./leads-csv-cells.ts";
import { leadsCsvTexts as texts } from "./leads-csv-texts.ts";
import { attributionOfLead } from "./lead-attribution.ts";
import { findLeadSummaries, type LeadFilter, type LeadRow } from "./lead-records.ts";

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
const byteOrderMark = "\uFEFF";

/** Fields that only restate the form the lead came from, which the kind column names. */
const restatingTheForm = new Set(["form_type", "source"]);

/** The lead's source and campaign (lead-attribution.ts), a column each, after who handles it. */
const attributionColumns: readonly [string, keyof LeadAttribution][] = [
  [texts.attribution.source, "source"],
  [texts.attribution.entryPage, "entryPage"],
  [texts.attribution.referrer, "referrer"],
  [texts.attribution.utmSource, "utmSource"],
  [texts.attribution.utmMedium, "utmMedium"],
  [texts.attribution.utmCampaign, "utmCampaign"],
  [texts.attribution.utmContent, "utmContent"],
  [texts.attribution.utmTerm, "utmTerm"],
];

/** Each form's fields in the order the form shows them (contracts/lead-forms.ts). */
function formFields(kind: LeadKind): string[] {
  return Object.keys(leadRequestSchemas[kind].shape);
}

function fieldLabel(field: string): string {
  return texts.fieldLabels[field] ?? field;
}

/**
 * One column per form field the exported leads have, headed by the form's label, in the
 * order of their forms: an export of one kind has its form's fields in the form's order;
 * with several kinds, each form (in the order of leadKinds) adds the fields the ones before
 * it lacked. Fields that the forms label alike (the contact form's interests and the quote
 * form's services: "Intresserad av") share a column. Fields no form has any more follow,
 * in the order the leads hold them.
 */
function fieldColumns(rows: readonly LeadRow[]): Map<string, string[]> {
  const present = new Set(rows.flatMap((row) => Object.keys(row.fields)));
  const kinds = leadKinds.filter((kind) => rows.some((row) => row.kind === kind));
  const columns = new Map<string, string[]>();
  for (const field of [...kinds.flatMap(formFields), ...present]) {
    if (!present.has(field) || restatingTheForm.has(field)) continue;
    const label = fieldLabel(field);
    const fields = columns.get(label) ?? [];
    if (!fields.includes(field)) columns.set(label, [...fields, field]);
  }
  return columns;
}

/** A stored value as the workspace shows it: choices by their names, a box as Ja or Nej. */
function fieldText(field: string, value: unknown): string {
  const choice = (key: string) => texts.valueLabels[field]?.[key] ?? key;
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (typeof value === "string") return choice(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => fieldText(field, item)).join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value);
    // A group of boxes, `{ chatbot: true, email: false }`: the ticked ones.
    if (entries.every(([, ticked]) => typeof ticked === "boolean")) {
      return entries.filter(([, ticked]) => ticked).map(([key]) => choice(key)).join(", ");
    }
    return JSON.stringify(value);
  }
  return String(value);
}

function fieldCell(field: string, value: unknown): string {
  return field === "phone" && typeof value === "string" ? phoneCell(value) : csvCell(fieldText(field, value));
}

/** Stockholm time as "2025-03-01 10:00:00", which Excel reads as a date and time. */
function timeCell(time: Date | null): string {
  return time ? csvCell(formatStockholmTime(time)) : "";
}

/**
 * The leads as the workspace's export and `npm run leads -- export --csv` write them, for
 * Swedish Excel: UTF-8 with BOM, `;` between cells, CRLF after each row, headers and
 * values in Swedish as the workspace shows them, times in Stockholm, the lead's source and
 * campaign, a won deal's value in whole kronor (a number Excel can sum), a column per form
 * field, phone numbers as typed and no cell that runs as a formula (leads-csv-cells.ts).
 */
export function leadsCsv(rows: readonly LeadRow[]): string {
  const fields = fieldColumns(rows);
  const { columns } = texts;
  const header = [
    columns.received,
    columns.kind,
    columns.status,
    columns.assignee,
    ...attributionColumns.map(([label]) => label),
    columns.wonValue,
    ...fields.keys(),
    columns.webhooks,
    columns.mails,
    columns.guideFetched,
    columns.honeypot,
    columns.id,
  ];
  const lines = rows.map((row) =>
    csvLine([
      timeCell(row.createdAt),
      csvCell(texts.kinds[row.kind]),
      csvCell(texts.statuses[row.status]),
      csvCell(row.assignee ?? ""),
      ...attributionColumns.map(([, key]) => csvCell(attributionOfLead(row)[key] ?? "")),
      row.wonValue === null ? "" : String(row.wonValue),
      ...[...fields.values()].map((names) => {
        // A lead comes from one form, so at most one of a column's fields is its own.
        const field = names.find((name) => row.fields[name] !== undefined);
        return field === undefined ? "" : fieldCell(field, row.fields[field]);
      }),
      // A honeypot lead is never delivered: its counts would only say so again.
      row.spam ? "" : csvCell(texts.deliveries(row.webhooks)),
      row.spam ? "" : csvCell(texts.deliveries(row.mails)),
      timeCell(row.firstDownloadedAt),
      csvCell(row.spam ? texts.yes : texts.no),
      csvCell(row.id),
    ]),
  );
  return byteOrderMark + csvLine(header.map(csvCell)) + lines.join("");
}

/** The export of every lead the filter finds, newest first: the one source of the file's bytes. */
export async function leadsCsvFor(db: Db, filter: LeadFilter): Promise<string> {
  return leadsCsv(await findLeadSummaries(db, filter));
}

/** For example "leads-2025-03-01.csv", the day in Stockholm. */
export function leadsCsvFileName(now: Date): string {
  return texts.fileName(stockholmDay(now));
}
