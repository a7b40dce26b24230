import { type LeadKind, leadRequestSchemas } from "../../../contracts/lead-forms.ts";
import { type LeadStatus, leadStatuses, maxWonValue } from "../../../contracts/staff.ts";
import { leadFieldLabels, leadValueLabels, staffShared } from "../../content/staff-pages.ts";
import { formatDeadline } from "../../lib/format-deadline.ts";

/** The workspace shows every time as a Swedish salesperson reads it: Swedish time, hh:mm. */
export const staffTimeZone = "Europe/Stockholm";

const timeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: staffTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: staffTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** "2026-11-24 16:33" for an ISO time, in Swedish time. */
export function formatStaffTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** Today's day in Swedish time, YYYY-MM-DD: the export's file name. */
export function stockholmDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/**
 * A lead's fields in the order its form asks for them (the form's schema in
 * contracts/lead-requests/, as the CSV export orders its columns), then any the form no
 * longer has, in the order stored. The database keeps JSON in an order of its own.
 */
export function fieldsInFormOrder(kind: LeadKind, fields: Record<string, unknown>): [string, unknown][] {
  const formOrder = Object.keys(leadRequestSchemas[kind].shape);
  const known = formOrder.filter((name) => name in fields);
  const rest = Object.keys(fields).filter((name) => !formOrder.includes(name));
  return [...known, ...rest].map((name) => [name, fields[name]]);
}

/**
 * A phone number as a tel: link: the digits and a leading +, as a phone dials them, the
 * trunk "(0)" of "+46 (0)70" left out; null without digits.
 */
export function phoneHref(phone: string): string | null {
  const digits = phone
    .trim()
    .replace(/\(0\)/g, "")
    .replace(/[^\d+]/g, "")
    .replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** A new mail to `to` with `subject`, for the rep's own mail program. */
export function mailtoHref(to: string, subject?: string): string {
  const address = to.split("@").map(encodeURIComponent).join("@");
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** A form field's label as the form shows it; an unknown field keeps its name. */
export function fieldLabel(name: string): string {
  return leadFieldLabels[name] ?? name;
}

/**
 * A stored form value as text: a yes/no for a box, the ticked choices of a group of boxes
 * (`{ chatbot: true }`), a list joined by commas, a dash for nothing. A choice stored by
 * key shows the name its form shows when `field` has one.
 */
export function fieldText(value: unknown, field?: string): string {
  const choices = field === undefined ? undefined : leadValueLabels[field];
  const choice = (key: string) => choices?.[key] ?? key;
  if (value === null || value === undefined || value === "") return staffShared.none;
  if (typeof value === "boolean") return value ? staffShared.yes : staffShared.no;
  // A booked meeting's start, stored in UTC, as the visitor chose it: in Stockholm time.
  if (field === "start" && typeof value === "string" && !Number.isNaN(Date.parse(value))) return formatDeadline(value);
  if (typeof value === "string") return choice(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => fieldText(item, field)).join(", ") : staffShared.none;
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.every(([, ticked]) => typeof ticked === "boolean")) {
      const ticked = entries.filter(([, on]) => on).map(([name]) => choice(name));
      return ticked.length ? ticked.join(", ") : staffShared.none;
    }
    return JSON.stringify(value);
  }
  return staffShared.none;
}

/** Whether a value (a select's, a history entry's) is a lead status. */
export function isLeadStatus(value: string | null): value is LeadStatus {
  return leadStatuses.some((status) => status === value);
}

/** A won deal's value as staff type it: "45 000", "45000 kr" → 45000; empty → null (no value); anything else undefined. */
export function parseKronor(text: string): number | null | undefined {
  const digits = text.replace(/kr$/i, "").replace(/\s/g, "");
  if (digits === "") return null;
  return /^\d{1,10}$/.test(digits) && Number(digits) <= maxWonValue ? Number(digits) : undefined;
}
