import { Link, useSearchParams } from "react-router";
import { type AnalyticsSummary, conversionRate } from "../../../contracts/analytics.ts";
import { analyticsOutcomeTexts as texts } from "../../content/staff-analytics-texts.ts";
import { staffAnalyticsPage } from "../../content/staff-pages.ts";
import { formatSek } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { formatCount, formatRate } from "./analytics-figures.ts";
import { FiguresTable, type FiguresRow } from "./analytics-figures-table.tsx";
import { type AnalyticsFilter, searchWithFilter } from "./analytics-filter.ts";

type Outcomes = { visitors: number; convertingVisitors: number; leads: number; wonDeals: number; wonValue: number };

const outcomeHeadings = [texts.columns.visitors, texts.columns.leads, texts.columns.convertingVisitors, texts.columns.conversion, texts.columns.wonDeals, texts.columns.wonValue];

/** Visitors, leads, converting visitors, conversion (never above 100 %), won deals and value: shown, and for the CSV. */
function outcomeCells(row: Outcomes): { cells: string[]; csv: (string | number)[] } {
  const rate = row.visitors > 0 ? conversionRate(row.convertingVisitors, row.visitors) : null;
  return {
    cells: [formatCount(row.visitors), formatCount(row.leads), formatCount(row.convertingVisitors), formatRate(rate), formatCount(row.wonDeals), formatSek(row.wonValue)],
    csv: [row.visitors, row.leads, row.convertingVisitors, rate === null ? "" : Math.round(rate * 1000) / 10, row.wonDeals, row.wonValue],
  };
}

/** A row's heading: a link that narrows the whole page to it. */
function FilterLink({ filter, children }: { filter: NonNullable<AnalyticsFilter>; children: string }) {
  const [search] = useSearchParams();
  return (
    <Link to={`${paths.staffAnalytics}?${searchWithFilter(search, filter)}`} aria-label={texts.filter.showOnly(children)} className="text-brand-800 underline underline-offset-2 hover:text-brand-950">
      {children}
    </Link>
  );
}

function outcomeRow(key: string, heading: NonNullable<AnalyticsFilter>, label: string, extra: string[], row: Outcomes): FiguresRow {
  const outcome = outcomeCells(row);
  return { key, cells: [<FilterLink key="filter" filter={heading}>{label}</FilterLink>, ...extra, ...outcome.cells], csv: [label, ...extra, ...outcome.csv] };
}

export function SourcesTable({ summary }: { summary: AnalyticsSummary }) {
  return (
    <FiguresTable
      caption={texts.sources.caption}
      csvName={texts.csv.fileName("kallor", summary.from, summary.to)}
      headings={[staffAnalyticsPage.sources.source, ...outcomeHeadings]}
      rows={summary.sources.map((source) => outcomeRow(source.source, { kind: "source", value: source.source }, source.source, [], source))}
    />
  );
}

export function CampaignsTable({ summary }: { summary: AnalyticsSummary }) {
  const copy = staffAnalyticsPage.campaigns;
  return (
    <FiguresTable
      caption={texts.campaigns.caption}
      csvName={texts.csv.fileName("kampanjer", summary.from, summary.to)}
      headings={[copy.campaign, copy.source, copy.medium, ...outcomeHeadings]}
      rows={summary.campaigns.map((campaign) =>
        outcomeRow(
          `${campaign.campaign} ${campaign.source ?? ""} ${campaign.medium ?? ""}`,
          { kind: "campaign", value: campaign.campaign },
          campaign.campaign,
          [campaign.source ?? "–", campaign.medium ?? "–"],
          campaign,
        ),
      )}
    />
  );
}

export function EntryPagesTable({ summary }: { summary: AnalyticsSummary }) {
  return (
    <FiguresTable
      caption={texts.entryPages.caption}
      csvName={texts.csv.fileName("ingangssidor", summary.from, summary.to)}
      headings={[staffAnalyticsPage.entryPages.path, ...outcomeHeadings]}
      rows={summary.entryPages.map((entry) => outcomeRow(entry.path, { kind: "entry", value: entry.path }, entry.path, [], entry))}
    />
  );
}
