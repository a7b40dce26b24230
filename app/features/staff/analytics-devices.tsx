import type { AnalyticsSummary } from "../../../contracts/analytics.ts";
import { analyticsOutcomeTexts } from "../../content/staff-analytics-texts.ts";
import { staffAnalyticsPage } from "../../content/staff-pages.ts";
import { formatCount } from "./analytics-figures.ts";
import { FiguresTable } from "./analytics-figures-table.tsx";

const texts = analyticsOutcomeTexts.devices;
const numbers = staffAnalyticsPage.numbers;

/** Visitors and page views per device class and per browser family. */
export function DevicesAndBrowsers({ summary }: { summary: AnalyticsSummary }) {
  return (
    <div className="grid gap-6">
      <FiguresTable
        caption={texts.deviceCaption}
        csvName={analyticsOutcomeTexts.csv.fileName("enheter", summary.from, summary.to)}
        headings={[texts.device, numbers.visitors, numbers.pageviews]}
        rows={summary.devices.map((row) => ({
          key: row.device,
          cells: [texts.names[row.device], formatCount(row.visitors), formatCount(row.pageviews)],
          csv: [texts.names[row.device], row.visitors, row.pageviews],
        }))}
      />
      <FiguresTable
        caption={texts.browserCaption}
        csvName={analyticsOutcomeTexts.csv.fileName("webblasare", summary.from, summary.to)}
        headings={[texts.browser, numbers.visitors, numbers.pageviews]}
        rows={summary.browsers.map((row) => {
          const name = row.browser || texts.unknownBrowser;
          return { key: name, cells: [name, formatCount(row.visitors), formatCount(row.pageviews)], csv: [name, row.visitors, row.pageviews] };
        })}
      />
    </div>
  );
}
