// Constants and types only: the collector on every page imports this contract too, and a
// schema imported here would bring zod into the chunk they share.
import { analyticsMaxRangeDays, type VitalMetric } from "../../../contracts/analytics.ts";
import { stockholmDay } from "./lead-values.ts";

/** The ranges the page offers with one click: the last 7, 30 or 90 days, today included. */
export const rangePresets = ["7", "30", "90"] as const;
export type RangePreset = (typeof rangePresets)[number];
export const defaultPreset: RangePreset = "30";

const dayMs = 86_400_000;

export { vitalRating, vitalThresholds, type VitalRating as Rating } from "../../../contracts/analytics.ts";

/** Leads per visitor, 0 to 1; null when nobody visited, so the page shows a dash rather than 0 %. */
export function conversionRate(leads: number, visitors: number): number | null {
  return visitors > 0 ? leads / visitors : null;
}

/** `days` days back from `today` (YYYY-MM-DD), today included. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  const from = new Date(end - (Number(preset) - 1) * dayMs).toISOString().slice(0, 10);
  return { from, to: today };
}

/** Midnight UTC of a YYYY-MM-DD day the calendar has, else NaN. */
function dayTime(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

/** What GET /api/staff/analytics accepts (analyticsSummaryQuerySchema): real days, in order, at most analyticsMaxRangeDays. */
export function isValidRange(from: string, to: string): boolean {
  const start = dayTime(from);
  const end = dayTime(to);
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= end && (end - start) / dayMs < analyticsMaxRangeDays;
}

export type ChosenRange = { from: string; to: string; preset: RangePreset | null; valid: boolean };

/**
 * The range the URL asks for: ?from=&to= (a custom range, valid or not), else ?days=7|30|90,
 * else the last 30 days. Days are Swedish days; `now` decides which day is today.
 */
export function rangeFromSearch(search: URLSearchParams, now: Date = new Date()): ChosenRange {
  const from = search.get("from");
  const to = search.get("to");
  if (from !== null || to !== null) {
    const custom = { from: from ?? "", to: to ?? "" };
    return { ...custom, preset: null, valid: isValidRange(custom.from, custom.to) };
  }
  const days = search.get("days");
  const preset = rangePresets.find((candidate) => candidate === days) ?? defaultPreset;
  return { ...presetRange(preset, stockholmDay(now)), preset, valid: true };
}

const integer = new Intl.NumberFormat("sv-SE");
const percent = new Intl.NumberFormat("sv-SE", { style: "percent", maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 3 });
const shortDay = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "1 234" */
export const formatCount = (value: number) => integer.format(value);
/** "12,5 %", or a dash without visitors. */
export const formatRate = (rate: number | null) => (rate === null ? "–" : percent.format(rate));
/** "2 500 ms", or "0,12" for CLS. */
export const formatVital = (metric: VitalMetric, value: number) => (metric === "CLS" ? decimal.format(value) : `${integer.format(value)} ms`);
/** "24 nov." for a YYYY-MM-DD day. */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
/** "24 november 2026" for a YYYY-MM-DD day. */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
