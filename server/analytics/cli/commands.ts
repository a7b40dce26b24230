import { type AnalyticsSummary, type ConversionEventName, conversionRate, type VitalMetric, type VitalRating, vitalRating } from "../../../contracts/analytics.ts";
import { formatSek } from "../../../app/lib/format.ts";
import type { LeadKind } from "../../../contracts/lead-forms.ts";
import type { Db } from "../../db/database.ts";
import { exitCode, type ExitCode, type Output } from "../../cli/output.ts";
import { parseOptions } from "../../cli/parse-options.ts";
import { stockholmDay } from "../../cli/stockholm-time.ts";
import { formatTable } from "../../cli/table.ts";
import { UsageError } from "../../cli/usage-error.ts";
import { analyticsSummary } from "../summary.ts";

export type AnalyticsCommand = { name: "help" } | { name: "summary"; from: string; to: string; json: boolean };

export const analyticsUsage = `Användning: npm run analytics -- <kommando>

Kommandon:
  summary [--days N | --from DATUM --to DATUM] [--json]
                          besöksstatistiken: besökare, sidvisningar, mest besökta
                          sidor, källor, kampanjer, formulär, händelser och
                          Web Vitals per sida; standard är de senaste 7 dagarna
                          (i dag inräknad); DATUM är ÅÅÅÅ-MM-DD i svensk tid

Slutkoder: 0 klart, 1 fel vid körning, 2 felaktiga argument.
`;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

function isDay(text: string) {
  return dayPattern.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** The day `days` before `day`, both YYYY-MM-DD. */
function daysBefore(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);
}

/** The arguments after `npm run analytics --`; throws UsageError with a Swedish message. */
export function parseAnalyticsArguments(argv: readonly string[], now = new Date()): AnalyticsCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("Ange ett kommando.");
  if (name === "help" || name === "--help" || name === "-h" || rest.includes("--help") || rest.includes("-h")) return { name: "help" };
  if (name !== "summary") throw new UsageError(`Okänt kommando: ${name}`);
  const { strings, flags } = parseOptions(rest, { days: "string", from: "string", to: "string", json: "boolean" }, 0);
  const json = flags.has("json");
  if (strings.days !== undefined && (strings.from !== undefined || strings.to !== undefined)) {
    throw new UsageError("Ange antingen --days eller --from och --to.");
  }
  if (strings.from !== undefined || strings.to !== undefined) {
    const { from, to } = strings;
    if (from === undefined || to === undefined) throw new UsageError("--from och --to anges tillsammans.");
    for (const [flag, value] of [["--from", from], ["--to", to]] as const) {
      if (!isDay(value)) throw new UsageError(`${flag} ska vara ett datum som 2026-03-01, inte "${value}".`);
    }
    if (from > to) throw new UsageError("--from ska vara samma dag som --to eller tidigare.");
    return { name: "summary", from, to, json };
  }
  const days = strings.days === undefined ? 7 : Number(strings.days);
  if (!Number.isInteger(days) || days < 1 || days > 800) throw new UsageError(`--days ska vara ett heltal från 1 till 800, inte "${strings.days}".`);
  const to = stockholmDay(now);
  return { name: "summary", from: daysBefore(to, days - 1), to, json };
}

const formNames: Record<LeadKind, string> = { contact: "Kontakt", ebook: "Guide", quote: "Offert", demo: "Demo", popup: "Popup", booking: "Bokning" };

const eventNames: Record<ConversionEventName, string> = {
  form_start: "Påbörjat formulär",
  lead: "Skickad förfrågan",
  popup_shown: "Popupen visad",
  chat_opened: "Chatten öppnad",
  chat_handoff: "Från chatten till kontaktformuläret",
};

const ratingNames: Record<VitalRating, string> = { good: "bra", "needs-improvement": "behöver förbättras", poor: "dålig" };

/** A vital's p75 rated by Google's limits (contracts/analytics.ts), in Swedish. */
export function vitalRatingName(metric: VitalMetric, p75: number): string {
  return ratingNames[vitalRating(metric, p75)];
}

const integer = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat("sv-SE", { style: "percent", maximumFractionDigits: 1 });

function vitalValue(metric: VitalMetric, p75: number) {
  return metric === "CLS" ? decimal.format(p75) : `${integer.format(p75)} ms`;
}

/** What a source, campaign or entry page led to, as the dashboard's columns. */
const outcomeHeaders = ["Leads", "Konverterande besökare", "Konvertering", "Vunna affärer", "Vunnet värde"];

function outcomeCells(row: { visitors: number; convertingVisitors: number; leads: number; wonDeals: number; wonValue: number }): string[] {
  return [
    integer.format(row.leads),
    integer.format(row.convertingVisitors),
    row.visitors > 0 ? percent.format(conversionRate(row.convertingVisitors, row.visitors)) : "–",
    integer.format(row.wonDeals),
    formatSek(row.wonValue),
  ];
}

/** The summary as an operator reads it, in Swedish. */
export function formatAnalyticsSummary(summary: AnalyticsSummary): string {
  const sections = [
    `Besöksstatistik ${summary.from} – ${summary.to} (svensk tid)\n\nBesökare: ${integer.format(summary.visitors)}\nSidvisningar: ${integer.format(summary.pageviews)}\n` +
      `Leads: ${integer.format(summary.leads)}\nVunna affärer: ${integer.format(summary.wonDeals)} (${formatSek(summary.wonValue)})\n`,
  ];
  const section = (title: string, headers: string[], rows: string[][], empty: string) =>
    sections.push(`${title}\n${rows.length === 0 ? `${empty}\n` : formatTable(headers, rows)}`);
  section("Mest besökta sidor", ["Sida", "Sidvisningar", "Besökare"], summary.pages.slice(0, 20).map((page) => [page.path, integer.format(page.pageviews), integer.format(page.visitors)]), "Inga sidvisningar.");
  section(
    "Källor",
    ["Källa", "Besökare", ...outcomeHeaders],
    summary.sources.slice(0, 20).map((source) => [source.source, integer.format(source.visitors), ...outcomeCells(source)]),
    "Inga besök eller leads.",
  );
  section(
    "Kampanjer",
    ["Kampanj", "Källa", "Medium", "Besökare", ...outcomeHeaders],
    summary.campaigns.slice(0, 20).map((campaign) => [campaign.campaign, campaign.source ?? "–", campaign.medium ?? "–", integer.format(campaign.visitors), ...outcomeCells(campaign)]),
    "Inga besök från kampanjer.",
  );
  section(
    "Ingångssidor",
    ["Sida", "Besökare", ...outcomeHeaders],
    summary.entryPages.slice(0, 20).map((page) => [page.path, integer.format(page.visitors), ...outcomeCells(page)]),
    "Inga besök.",
  );
  section(
    "Formulär",
    ["Formulär", "Påbörjade", "Skickade", "Konvertering"],
    summary.forms.map((form) => [formNames[form.kind], integer.format(form.starts), integer.format(form.leads), form.starts > 0 ? percent.format(form.leads / form.starts) : "–"]),
    "",
  );
  section("Händelser", ["Händelse", "Antal", "Besökare"], summary.events.map((event) => [eventNames[event.name], integer.format(event.count), integer.format(event.visitors)]), "");
  section(
    "Web Vitals per sida (75:e percentilen)",
    ["Sida", "Mått", "p75", "Mätningar", "Bedömning"],
    summary.vitals.map((vital) => [vital.path, vital.metric, vitalValue(vital.metric, vital.p75), integer.format(vital.samples), vitalRatingName(vital.metric, vital.p75)]),
    "Inga mätningar.",
  );
  return sections.join("\n");
}

export async function runAnalyticsCommand(db: Db, command: Exclude<AnalyticsCommand, { name: "help" }>, output: Output): Promise<ExitCode> {
  const summary = await analyticsSummary(db, { from: command.from, to: command.to });
  output.stdout(command.json ? `${JSON.stringify(summary)}\n` : formatAnalyticsSummary(summary));
  return exitCode.ok;
}
