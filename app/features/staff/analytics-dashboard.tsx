import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { type AnalyticsSummary, conversionRate as cappedRate } from "../../../contracts/analytics.ts";
import { FilterBar, FilterDay } from "../../components/workspace/filter-bar.tsx";
import { Section, cardClass } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { analyticsOutcomeTexts as outcomes } from "../../content/staff-analytics-texts.ts";
import { leadKindLabels, staffAnalyticsPage } from "../../content/staff-pages.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { formatSek } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { type ChosenRange, conversionRate, formatCount, formatLongDay, formatRate, rangeFromSearch, rangePresets } from "./analytics-figures.ts";
import { VisitsChart } from "./analytics-chart.tsx";
import { AnalyticsReportChoice } from "./analytics-report-choice.tsx";
import { DevicesAndBrowsers } from "./analytics-devices.tsx";
import { FiguresTable } from "./analytics-figures-table.tsx";
import { type AnalyticsFilter, filterFromSearch, previousRange, searchWithFilter } from "./analytics-filter.ts";
import { LiveFigures } from "./analytics-live.tsx";
import { CampaignsTable, EntryPagesTable, SourcesTable } from "./analytics-outcome-tables.tsx";
import { VitalsGrid } from "./analytics-vitals-grid.tsx";
import { analyticsSummaryContract } from "./staff-contracts.ts";
import { LoadStatus } from "./staff-ui.tsx";

const copy = staffAnalyticsPage;

/** /dashboard/analytics: the site's cookieless statistics for a range of Swedish days. */
export function AnalyticsDashboard() {
  const [searchParams] = useSearchParams();
  const range = rangeFromSearch(searchParams);
  const filter = filterFromSearch(searchParams);
  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <RangeChooser key={`${range.from} ${range.to}`} range={range} filter={filter} />
      {range.valid ? (
        <Figures from={range.from} to={range.to} filter={filter} />
      ) : (
        <div className="mt-6">
          <Notice tone="error">{copy.range.invalid}</Notice>
        </div>
      )}
      <AnalyticsReportChoice />
    </>
  );
}

/** The period's presets and days; a filter the page has is kept when the period changes. */
function RangeChooser({ range, filter }: { range: ChosenRange; filter: AnalyticsFilter }) {
  const presetClass = (active: boolean) => buttonClass(active ? "primary" : "secondary");
  return (
    <div className={`${cardClass} mt-6`}>
      <nav aria-label={copy.range.legend} className="flex flex-wrap gap-2">
        {rangePresets.map((preset) => (
          <Link
            key={preset}
            to={`${paths.staffAnalytics}?${searchWithFilter(new URLSearchParams({ days: preset }), filter)}`}
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
        {filter && <input type="hidden" name={filter.kind} value={filter.value} />}
        <button type="submit" className={buttonClass("secondary")}>
          {copy.range.show}
        </button>
      </FilterBar>
      {range.valid && <p className="mt-4 text-ink-700">{copy.range.current(formatLongDay(range.from), formatLongDay(range.to))}</p>}
    </div>
  );
}

function Figures({ from, to, filter }: { from: string; to: string; filter: AnalyticsFilter }) {
  const [searchParams] = useSearchParams();
  const narrowed = filter ? { [filter.kind]: filter.value } : {};
  const { data, reload } = useApiData(analyticsSummaryContract, { search: `?${new URLSearchParams({ from, to, ...narrowed })}` });
  const before = previousRange(from, to);
  const { data: previousData } = useApiData(analyticsSummaryContract, { search: `?${new URLSearchParams({ ...before, ...narrowed })}` });
  if (data.state !== "loaded") {
    return (
      <div className="mt-6">
        <LoadStatus data={data} loading={copy.loading} retry={reload} messages={{ invalid: copy.range.invalid }} />
      </div>
    );
  }
  const summary = data.data;
  const previous = previousData.state === "loaded" ? previousData.data : undefined;
  const compared = (value: (figures: AnalyticsSummary) => number, format: (value: number) => string = formatCount) =>
    previous ? outcomes.cards.previous(format(value(previous))) : undefined;
  // Visitors who sent a lead, of all visitors: never above 100 %, however many leads one visitor sent.
  const rate = (figures: AnalyticsSummary) =>
    figures.visitors > 0 ? cappedRate(figures.events.find((event) => event.name === "lead")?.visitors ?? 0, figures.visitors) : null;
  const csvName = (table: string) => outcomes.csv.fileName(table, from, to);
  return (
    <div className="mt-6 grid min-w-0 gap-6">
      {filter && (
        <Notice tone="pending">
          {outcomes.filter.active(filterName(filter))} {summary.filteredFrom && summary.filteredFrom > from ? outcomes.filter.rawDaysOnly(formatLongDay(summary.filteredFrom)) : ""}{" "}
          <Link to={`${paths.staffAnalytics}?${searchWithFilter(searchParams, null)}`} className="font-semibold underline underline-offset-2">
            {outcomes.filter.clear}
          </Link>
        </Notice>
      )}
      <section aria-label={copy.cards.label}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          <SummaryCard term={copy.cards.visitors} value={formatCount(summary.visitors)} previous={compared((figures) => figures.visitors)} />
          <SummaryCard term={copy.cards.pageviews} value={formatCount(summary.pageviews)} previous={compared((figures) => figures.pageviews)} />
          <SummaryCard term={copy.cards.leads} value={formatCount(summary.leads)} previous={compared((figures) => figures.leads)} />
          <SummaryCard
            term={copy.cards.conversion}
            value={formatRate(rate(summary))}
            previous={previous ? outcomes.cards.previous(formatRate(rate(previous))) : undefined}
          />
          <SummaryCard term={outcomes.cards.wonDeals} value={formatCount(summary.wonDeals)} previous={compared((figures) => figures.wonDeals)} />
          <SummaryCard term={outcomes.cards.wonValue} value={formatSek(summary.wonValue)} previous={compared((figures) => figures.wonValue, formatSek)} />
        </dl>
      </section>
      {!filter && <LiveFigures />}
      <FigureSection heading={outcomes.chart.heading}>
        {summary.pageviews === 0 && summary.leads === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <>
            <VisitsChart days={summary.days} previous={previous?.days} label={outcomes.chart.label(formatLongDay(from), formatLongDay(to))} />
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-800">{copy.chart.showTable}</summary>
              <FiguresTable
                caption={copy.chart.caption}
                csvName={csvName("dagar")}
                headings={[copy.chart.day, copy.numbers.visitors, copy.numbers.pageviews, outcomes.chart.leads, outcomes.chart.previousVisitors]}
                rows={summary.days.map((day, index) => {
                  const before = previous?.days[index]?.visitors ?? 0;
                  return {
                    key: day.day,
                    cells: [formatLongDay(day.day), formatCount(day.visitors), formatCount(day.pageviews), formatCount(day.leads), formatCount(before)],
                    csv: [day.day, day.visitors, day.pageviews, day.leads, before],
                  };
                })}
              />
            </details>
          </>
        )}
      </FigureSection>
      <FigureSection heading={copy.sources.heading}>
        <p className="mb-4 text-ink-700">{outcomes.sources.intro}</p>
        {summary.sources.length === 0 ? <Empty>{outcomes.sources.empty}</Empty> : <SourcesTable summary={summary} />}
      </FigureSection>
      <FigureSection heading={copy.campaigns.heading}>
        {summary.campaigns.length === 0 ? <Empty>{copy.campaigns.empty}</Empty> : <CampaignsTable summary={summary} />}
      </FigureSection>
      <FigureSection heading={copy.entryPages.heading}>
        {summary.entryPages.length === 0 ? <Empty>{copy.entryPages.empty}</Empty> : <EntryPagesTable summary={summary} />}
      </FigureSection>
      <FigureSection heading={copy.pages.heading}>
        {summary.pages.length === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <FiguresTable
            caption={copy.pages.caption}
            csvName={csvName("sidor")}
            headings={[copy.pages.path, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.pages.map((page) => ({
              key: page.path,
              cells: [page.path, formatCount(page.pageviews), formatCount(page.visitors)],
              csv: [page.path, page.pageviews, page.visitors],
            }))}
          />
        )}
      </FigureSection>
      <FigureSection heading={copy.forms.heading}>
        <FiguresTable
          caption={copy.forms.caption}
          csvName={csvName("formular")}
          headings={[copy.forms.kind, copy.forms.starts, copy.forms.leads, copy.forms.conversion]}
          rows={summary.forms.map((form) => {
            const formRate = conversionRate(form.leads, form.starts);
            return {
              key: form.kind,
              cells: [leadKindLabels[form.kind], formatCount(form.starts), formatCount(form.leads), formatRate(formRate)],
              csv: [leadKindLabels[form.kind], form.starts, form.leads, formRate === null ? "" : Math.round(formRate * 1000) / 10],
            };
          })}
        />
      </FigureSection>
      <FigureSection heading={copy.funnels.heading}>
        <FiguresTable
          caption={copy.funnels.caption}
          csvName={csvName("tratt")}
          headings={[copy.funnels.kind, copy.funnels.views, copy.funnels.starts, copy.funnels.leads]}
          rows={summary.funnels.map((funnel) => {
            const name = funnel.kind === "popup" ? `${leadKindLabels.popup} (${copy.funnels.popupViews.toLowerCase()})` : leadKindLabels[funnel.kind];
            return {
              key: funnel.kind,
              cells: [name, formatCount(funnel.views), formatCount(funnel.starts), formatCount(funnel.leads)],
              csv: [name, funnel.views, funnel.starts, funnel.leads],
            };
          })}
        />
      </FigureSection>
      <FigureSection heading={copy.interactions.heading}>
        <Interactions summary={summary} />
      </FigureSection>
      <FigureSection heading={outcomes.devices.heading}>
        <DevicesAndBrowsers summary={summary} />
      </FigureSection>
      <FigureSection heading={copy.vitals.heading}>
        <p className="mb-4 text-ink-700">{copy.vitals.intro}</p>
        {summary.vitals.length === 0 ? <Empty>{copy.vitals.empty}</Empty> : <VitalsGrid summary={summary} />}
      </FigureSection>
    </div>
  );
}

/** What the page is narrowed to, in words. */
function filterName(filter: NonNullable<AnalyticsFilter>): string {
  if (filter.kind === "source") return outcomes.filter.source(filter.value);
  if (filter.kind === "campaign") return outcomes.filter.campaign(filter.value);
  return outcomes.filter.entry(filter.value);
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
      csvName={outcomes.csv.fileName("popup-och-chatt", summary.from, summary.to)}
      headings={[copy.interactions.step, copy.interactions.count, copy.interactions.visitors]}
      rows={rows.map((row) => ({
        key: row.key,
        cells: [row.label, formatCount(row.count), row.visitors === null ? "–" : formatCount(row.visitors)],
        csv: [row.label, row.count, row.visitors ?? ""],
      }))}
    />
  );
}

function SummaryCard({ term, value, previous }: { term: string; value: string; previous?: string }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm font-semibold text-ink-700">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink-950">{value}</dd>
      {previous && <dd className="mt-1 text-sm text-ink-700">{previous}</dd>}
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
