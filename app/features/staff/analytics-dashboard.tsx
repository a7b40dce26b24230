import { type FormEvent, type ReactNode, useId } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type AnalyticsSummary, staffAnalyticsPath } from "../../../contracts/analytics.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { leadKindLabels, staffAnalyticsPage } from "../../content/staff-pages.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../account/notice.tsx";
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
import { useStaffData } from "./staff-api.ts";
import { LoadStatus, cardClass } from "./staff-ui.tsx";

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
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams({ from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") });
    void navigate(`${paths.staffAnalytics}?${search}`);
  }
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
      <form onSubmit={submit} className="mt-5 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="statistik-fran" className={labelClass}>
            {copy.range.from}
          </label>
          <input id="statistik-fran" name="from" type="date" required defaultValue={range.from} className={controlClass} />
        </div>
        <div>
          <label htmlFor="statistik-till" className={labelClass}>
            {copy.range.to}
          </label>
          <input id="statistik-till" name="to" type="date" required defaultValue={range.to} className={controlClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {copy.range.show}
        </button>
      </form>
      {range.valid && <p className="mt-4 text-ink-700">{copy.range.current(formatLongDay(range.from), formatLongDay(range.to))}</p>}
    </div>
  );
}

function Figures({ from, to }: { from: string; to: string }) {
  const { loaded, retry } = useStaffData<AnalyticsSummary>(`${staffAnalyticsPath}?${new URLSearchParams({ from, to })}`);
  if (loaded.state !== "loaded") {
    return (
      <div className="mt-6">
        <LoadStatus loaded={loaded} loading={copy.loading} retry={retry} messages={{ invalid: copy.range.invalid }} />
      </div>
    );
  }
  const summary = loaded.data;
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
      <Section heading={copy.chart.heading}>
        {summary.pageviews === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <>
            <VisitsChart days={summary.days} label={copy.chart.label(formatLongDay(from), formatLongDay(to))} />
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-800">{copy.chart.showTable}</summary>
              <DataTable
                caption={copy.chart.caption}
                headings={[copy.chart.day, copy.numbers.visitors, copy.numbers.pageviews]}
                rows={summary.days.map((day) => ({ key: day.day, cells: [formatLongDay(day.day), formatCount(day.visitors), formatCount(day.pageviews)] }))}
              />
            </details>
          </>
        )}
      </Section>
      <Section heading={copy.pages.heading}>
        {summary.pages.length === 0 ? (
          <Empty>{copy.emptyVisits}</Empty>
        ) : (
          <DataTable
            caption={copy.pages.caption}
            headings={[copy.pages.path, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.pages.map((page) => ({ key: page.path, cells: [page.path, formatCount(page.pageviews), formatCount(page.visitors)] }))}
          />
        )}
      </Section>
      <Section heading={copy.sources.heading}>
        {summary.sources.length === 0 ? (
          <Empty>{copy.sources.empty}</Empty>
        ) : (
          <DataTable
            caption={copy.sources.caption}
            headings={[copy.sources.source, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.sources.map((source) => ({ key: source.source, cells: [source.source, formatCount(source.pageviews), formatCount(source.visitors)] }))}
          />
        )}
      </Section>
      <Section heading={copy.campaigns.heading}>
        {summary.campaigns.length === 0 ? (
          <Empty>{copy.campaigns.empty}</Empty>
        ) : (
          <DataTable
            caption={copy.campaigns.caption}
            headings={[copy.campaigns.campaign, copy.campaigns.source, copy.campaigns.medium, copy.numbers.pageviews, copy.numbers.visitors]}
            rows={summary.campaigns.map((campaign) => ({
              key: `${campaign.campaign} ${campaign.source ?? ""} ${campaign.medium ?? ""}`,
              cells: [campaign.campaign, campaign.source ?? "–", campaign.medium ?? "–", formatCount(campaign.pageviews), formatCount(campaign.visitors)],
            }))}
          />
        )}
      </Section>
      <Section heading={copy.forms.heading}>
        <DataTable
          caption={copy.forms.caption}
          headings={[copy.forms.kind, copy.forms.starts, copy.forms.leads, copy.forms.conversion]}
          rows={summary.forms.map((form) => ({
            key: form.kind,
            cells: [leadKindLabels[form.kind], formatCount(form.starts), formatCount(form.leads), formatRate(conversionRate(form.leads, form.starts))],
          }))}
        />
      </Section>
      <Section heading={copy.entryPages.heading}>
        {summary.entryPages.length === 0 ? (
          <Empty>{copy.entryPages.empty}</Empty>
        ) : (
          <DataTable
            caption={copy.entryPages.caption}
            headings={[copy.entryPages.path, copy.entryPages.visitors, copy.entryPages.leads, copy.entryPages.conversion]}
            rows={summary.entryPages.map((entry) => ({
              key: entry.path,
              cells: [entry.path, formatCount(entry.visitors), formatCount(entry.leads), formatRate(conversionRate(entry.leads, entry.visitors))],
            }))}
          />
        )}
      </Section>
      <Section heading={copy.funnels.heading}>
        <DataTable
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
      </Section>
      <Section heading={copy.interactions.heading}>
        <Interactions summary={summary} />
      </Section>
      <Section heading={copy.vitals.heading}>
        <p className="mb-4 text-ink-700">{copy.vitals.intro}</p>
        {summary.vitals.length === 0 ? (
          <Empty>{copy.vitals.empty}</Empty>
        ) : (
          <DataTable
            caption={copy.vitals.caption}
            headings={[copy.vitals.path, copy.vitals.metric, copy.vitals.p75, copy.vitals.rating, copy.vitals.samples]}
            rows={summary.vitals.map((vital) => ({
              key: `${vital.path} ${vital.metric}`,
              cells: [vital.path, vital.metric, formatVital(vital.metric, vital.p75), <RatingBadge key="rating" rating={vitalRating(vital.metric, vital.p75)} />, formatCount(vital.samples)],
            }))}
          />
        )}
      </Section>
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
    <DataTable
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

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-4 text-xl font-bold text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-ink-700">{children}</p>;
}

/** A real table: a caption, column headings, and each row's first cell as its heading. Numbers align right. */
function DataTable({ caption, headings, rows }: { caption: string; headings: readonly string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  const id = useId();
  const th = "px-3 py-2 text-left text-sm font-semibold text-ink-700 whitespace-nowrap";
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-ink-200">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 text-left font-semibold break-all text-ink-950">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 text-ink-800 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
