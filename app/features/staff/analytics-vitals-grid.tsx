import { type AnalyticsSummary, type VitalMetric, vitalMetrics, vitalRating, vitalThresholds } from "../../../contracts/analytics.ts";
import { analyticsOutcomeTexts } from "../../content/staff-analytics-texts.ts";
import { staffAnalyticsPage } from "../../content/staff-pages.ts";
import { formatVital } from "./analytics-figures.ts";
import { FiguresTable } from "./analytics-figures-table.tsx";

const copy = staffAnalyticsPage.vitals;
const texts = analyticsOutcomeTexts.vitals;

const ratingTones = {
  good: "bg-accent-100 text-ink-950",
  "needs-improvement": "bg-yellow-100 text-yellow-950",
  poor: "bg-red-50 text-red-900",
} as const;

/** One p75 with its rating's colour and word, so the rating never rests on colour alone. */
function VitalCell({ metric, p75 }: { metric: VitalMetric; p75: number }) {
  const rating = vitalRating(metric, p75);
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 rounded-md px-2 py-0.5 whitespace-nowrap ${ratingTones[rating]}`}>
      <span className="font-semibold">{formatVital(metric, p75)}</span>
      <span className="text-sm">{copy.ratings[rating]}</span>
    </span>
  );
}

/** Web Vitals as a page × metric grid of p75 values, each rated by Google's limits, which are listed above it. */
export function VitalsGrid({ summary }: { summary: AnalyticsSummary }) {
  const byPage = new Map<string, Partial<Record<VitalMetric, number>>>();
  for (const vital of summary.vitals) byPage.set(vital.path, { ...byPage.get(vital.path), [vital.metric]: vital.p75 });
  return (
    <>
      <p className="mb-2 text-sm font-semibold text-ink-700">{texts.thresholds}</p>
      <ul className="mb-4 grid gap-1 text-sm text-ink-700 sm:grid-cols-2">
        {vitalMetrics.map((metric) => (
          <li key={metric}>
            <span className="font-semibold">{metric}</span>: {texts.good(formatVital(metric, vitalThresholds[metric].good))}, {texts.poor(formatVital(metric, vitalThresholds[metric].poor))}
          </li>
        ))}
      </ul>
      <FiguresTable
        caption={texts.caption}
        csvName={analyticsOutcomeTexts.csv.fileName("web-vitals", summary.from, summary.to)}
        headings={[copy.path, ...vitalMetrics]}
        rows={[...byPage].map(([path, values]) => ({
          key: path,
          cells: [path, ...vitalMetrics.map((metric) => (values[metric] === undefined ? texts.none : <VitalCell key={metric} metric={metric} p75={values[metric]} />))],
          csv: [path, ...vitalMetrics.map((metric) => values[metric] ?? "")],
        }))}
      />
    </>
  );
}
