import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { AnalyticsSummary } from "../../../contracts/analytics.ts";
import { DataTable } from "../../components/workspace/data-table.tsx";
import { FilterBar, FilterDay } from "../../components/workspace/filter-bar.tsx";
import { Section, cardClass } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { leadKindLabels, staffAnalyticsPage } from "../../content/staff-pages.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../../components/ui/notice.tsx";
import {
  type ChosenRange,
  type Rating,
  conversionRate,
  formatCount,
  formatLongDay,
  formatRate,
  formatVital,
  rangeFromSearch,
  rangePresets,
  vitalRating,
} from "./analytics-figures.ts";
import { VisitsChart } from "./analytics-chart.tsx";
import { analyticsSummaryContract } from "./staff-contracts.ts";
import { LoadStatus } from "./staff-ui.tsx";

const copy = staffAnalyticsPage;

/** /dashboard/analytics: the site's cookieless statistics for a range of Swedish days. */
export function AnalyticsDashboard() {
  const [searchParams] = useSearchParams();
  const range = rangeFromSearch(searchParams);
  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <RangeChooser key={`${range.from} ${range.to}`} range={range} />
      {range.valid ? (
        <Figures from={range.from} to={range.to} />
      ) : (
        <div className="mt-6">
          <Notice tone="error">{copy.range.invalid}</Notice>
        </div>
      )}
    </>
  );
}

function RangeChooser({ range }: { range: ChosenRange }) {
  const presetClass = (active: boolean) => buttonClass(active ? "primary" : "secondary");
  return (
    <div className={`${cardClass} mt-6`}>
      <nav aria-label={copy.range.legend} className="flex flex-wrap gap-2">
        {rangePresets.map((preset) => (
          <Link
            key={preset}
            to={`${paths.staffAnalytics}?days=${preset}`}
            aria-current={range.preset === preset ? "page" : undefined}
            className={presetClass(range.preset === preset)}
          >
            {copy.range.presets[preset]}
          </Link>
        ))}
      </nav>
      <FilterBar to={(values) => `${paths.staffAnalytics}?${values}`} className="mt-5 flex flex-wrap items-end gap-3">
        <FilterDay id="statistik-fran" name="from" label={copy.range.from} value={range.from} required />
        <FilterDay id="statistik-till" name="to" label={copy.range.to} value={range.to} required />
        <button type="submit" className={buttonClass("secondary")}>
          {copy.range.show}
        </button>
      </FilterBar>
      {range.valid && <p className="mt-4 text-ink-700">{copy.range.current(formatLongDay(range.from), formatLongDay(range.to))}</p>}
    </div>
  );
}

function Figures({ from, to }: { from: string; to: string }) {
  const { data, reload } = useApiData(analyticsSummaryContract, { search: `?${new URLSearchParams({ from, to })}` });
  if (data.state !== "loaded") {
    return (
      <div className="mt-6">
        <LoadStatus data={data} loading={copy.loading} retry={reload} messages={{ invalid: copy.range.invalid }} />
      </div>
    );
  }
  const summary = data.data;
  const leads = summary.forms.reduce((sum, form) => sum + form.leads, 0);
  return (
    <div className="mt-6 grid gap-6">
      <section aria-label={copy.cards.label}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <SummaryCard term={copy.cards.visitors} value={formatCount(summary.visitors)} />
          <SummaryCard term={copy.cards.pageviews} value={formatCount(summary.pageviews)} />
          <SummaryCard term={copy.cards.leads} value={formatCount(leads)} />
          <SummaryCard term={copy.cards.conversion} value={formatRate(conversionRate(leads, summary.visitors))} />
        </dl>
      </section>
      <FigureSection heading={copy.chart.heading}>
        {summary.pageviews === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <>
            <VisitsChart days={summary.days} label={copy.chart.label(formatLongDay(from), formatLongDay(to))} />
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-800">{copy.chart.showTable}</summary>
              <FiguresTable
                caption={copy.chart.caption}
                headings={[copy.chart.day, copy.numbers.visitors, copy.numbers.pageviews]}
                rows={summary.days.map((day) => ({ key: day.day, cells: [formatLongDay(day.day), formatCount(day.visitors), formatCount(day.pageviews)] }))}
              />
            </details>
          </>
        )}
      </FigureSection>
      <FigureSection heading={copy.pages.heading}>
        {summary.pages.length === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <FiguresTable
            caption={copy.pages.caption}
            headings={[copy.pages.path, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.pages.map((page) => ({ key: page.path, cells: [page.path, formatCount(page.pageviews), formatCount(page.visitors)] }))}
          />
        )}
      </FigureSection>
      <FigureSection heading={copy.sources.heading}>
        {summary.sources.length === 0 ? (
          <Empty>{copy.sources.empty}</Empty>
        ) : (
          <FiguresTable
            caption={copy.sources.caption}
            headings={[copy.sources.source, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.sources.map((source) => ({ key: source.source, cells: [source.source, formatCount(source.pageviews), formatCount(source.visitors)] }))}
          />
        )}
      </FigureSection>
      <FigureSection heading={copy.campaigns.heading}>
        {summary.campaigns.length === 0 ? (
          <Empty>{copy.campaigns.empty}</Empty>
        ) : (
          <FiguresTable
            caption={copy.campaigns.caption}
            headings={[copy.campaigns.campaign, copy.campaigns.source, copy.campaigns.medium, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.campaigns.map((campaign) => ({
              key: `${campaign.campaign} ${campaign.source ?? ""} ${campaign.medium ?? ""}`,
              cells: [campaign.campaign, campaign.source ?? "–", campaign.medium ?? "–", formatCount(campaign.pageviews), formatCount(campaign.visitors)],
            }))}
          />
        )}
      </FigureSection>
      <FigureSection heading={copy.forms.heading}>
        <FiguresTable
          caption={copy.forms.caption}
          headings={[copy.forms.kind, copy.forms.starts, copy.forms.leads, copy.forms.conversion]}
          rows={summary.forms.map((form) => ({
            key: form.kind,
            cells: [leadKindLabels[form.kind], formatCount(form.starts), formatCount(form.leads), formatRate(conversionRate(form.leads, form.starts))],
          }))}
        />
      </FigureSection>
      <FigureSection heading={copy.entryPages.heading}>
        {summary.entryPages.length === 0 ? (
          <Empty>{copy.entryPages.empty}</Empty>
        ) : (
          <FiguresTable
            caption={copy.entryPages.caption}
            headings={[copy.entryPages.path, copy.entryPages.visitors, copy.entryPages.leads, copy.entryPages.conversion]}
            rows={summary.entryPages.map((entry) => ({
              key: entry.path,
              cells: [entry.path, formatCount(entry.visitors), formatCount(entry.leads), formatRate(conversionRate(entry.leads, entry.visitors))],
            }))}
          />
        )}
      </FigureSection>
      <FigureSection heading={copy.funnels.heading}>
        <FiguresTable
          caption={copy.funnels.caption}
          headings={[copy.funnels.kind, copy.funnels.views, copy.funnels.starts, copy.funnels.leads]}
          rows={summary.funnels.map((funnel) => ({
            key: funnel.kind,
            cells: [
              funnel.kind === "popup" ? `${leadKindLabels.popup} (${copy.funnels.popupViews.toLowerCase()})` : leadKindLabels[funnel.kind],
              formatCount(funnel.views),
              formatCount(funnel.starts),
              formatCount(funnel.leads),
            ],
          }))}
        />
      </FigureSection>
      <FigureSection heading={copy.interactions.heading}>
        <Interactions summary={summary} />
      </FigureSection>
      <FigureSection heading={copy.vitals.heading}>
        <p className="mb-4 text-ink-700">{copy.vitals.intro}</p>
        {summary.vitals.length === 0 ? (
          <Empty>{copy.vitals.empty}</Empty>
        ) : (
          <FiguresTable
            caption={copy.vitals.caption}
            headings={[copy.vitals.path, copy.vitals.metric, copy.vitals.p75, copy.vitals.rating, copy.vitals.samples]}
            rows={summary.vitals.map((vital) => ({
              key: `${vital.path} ${vital.metric}`,
              cells: [vital.path, vital.metric, formatVital(vital.metric, vital.p75), <RatingBadge key="rating" rating={vitalRating(vital.metric, vital.p75)} />, formatCount(vital.samples)],
            }))}
          />
        )}
      </FigureSection>
    </div>
  );
}

function Interactions({ summary }: { summary: AnalyticsSummary }) {
  const event = (name: AnalyticsSummary["events"][number]["name"]) => summary.events.find((entry) => entry.name === name) ?? { count: 0, visitors: 0 };
  const popupLeads = summary.forms.find((form) => form.kind === "popup")?.leads ?? 0;
  const rows: { key: string; label: string; count: number; visitors: number | null }[] = [
    { key: "popup_shown", label: copy.interactions.popupShown, ...event("popup_shown") },
    { key: "popup_lead", label: copy.interactions.popupLeads, count: popupLeads, visitors: null },
    { key: "chat_opened", label: copy.interactions.chatOpened, ...event("chat_opened") },
    { key: "chat_handoff", label: copy.interactions.chatHandoff, ...event("chat_handoff") },
  ];
  return (
    <FiguresTable
      caption={copy.interactions.caption}
      headings={[copy.interactions.step, copy.interactions.count, copy.interactions.visitors]}
      rows={rows.map((row) => ({ key: row.key, cells: [row.label, formatCount(row.count), row.visitors === null ? "–" : formatCount(row.visitors)] }))}
    />
  );
}

const ratingTones: Record<Rating, string> = {
  good: "bg-accent-100 text-ink-950",
  "needs-improvement": "bg-yellow-100 text-yellow-950",
  poor: "bg-red-50 text-red-900",
};

function RatingBadge({ rating }: { rating: Rating }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${ratingTones[rating]}`}>
      {copy.vitals.ratings[rating]}
    </span>
  );
}

function SummaryCard({ term, value }: { term: string; value: string }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm font-semibold text-ink-700">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink-950">{value}</dd>
    </div>
  );
}

/** A card of figures under its heading. */
function FigureSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section heading={heading}>
      <div className="mt-4">{children}</div>
    </Section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-ink-700">{children}</p>;
}

/** A table of figures: each row's first cell is its heading, the numbers line up. */
function FiguresTable({ caption, headings, rows }: { caption: string; headings: readonly string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <DataTable
      caption={caption}
      columns={headings.map((heading, index) => ({
        heading,
        cell: (row: { cells: ReactNode[] }) => row.cells[index],
        className: index === 0 ? "font-semibold break-all text-ink-950" : undefined,
      }))}
      rows={rows}
      rowKey={(row) => row.key}
      rowHeader
      spacing="snug"
      cellClassName="text-ink-800 tabular-nums"
    />
  );
}
