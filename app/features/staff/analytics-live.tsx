import { useRefreshWhileVisible } from "../../components/workspace/use-refresh-while-visible.ts";
import { Section, cardClass } from "../../components/workspace/section.tsx";
import { analyticsOutcomeTexts } from "../../content/staff-analytics-texts.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { formatCount } from "./analytics-figures.ts";
import { FiguresTable } from "./analytics-figures-table.tsx";
import { analyticsLiveContract } from "./staff-contracts.ts";
import { LoadStatus } from "./staff-ui.tsx";

const texts = analyticsOutcomeTexts.live;

/** "Idag": the last 30 minutes' visitors, page views, leads and pages, fetched again every minute while the tab is shown. */
export function LiveFigures() {
  const { data, reload, refresh } = useApiData(analyticsLiveContract, {});
  useRefreshWhileVisible(refresh, 60_000);
  return (
    <Section heading={texts.heading}>
      {data.state !== "loaded" ? (
        <div className="mt-4">
          <LoadStatus data={data} loading={texts.loading} retry={reload} />
        </div>
      ) : (
        <div className="mt-4">
          <p className="text-ink-700">{texts.intro(data.data.minutes)}</p>
          <dl className="mt-4 grid grid-cols-3 gap-3">
            {(
              [
                [texts.visitors, data.data.visitors],
                [texts.pageviews, data.data.pageviews],
                [texts.leads, data.data.leads],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className={cardClass}>
                <dt className="text-sm font-semibold text-ink-700">{term}</dt>
                <dd className="mt-1 text-xl font-bold text-ink-950">{formatCount(value)}</dd>
              </div>
            ))}
          </dl>
          {data.data.pages.length === 0 ? (
            <p className="mt-4 text-ink-700">{texts.empty}</p>
          ) : (
            <div className="mt-4">
              <FiguresTable
                caption={texts.caption}
                csvName={analyticsOutcomeTexts.csv.fileName("senaste-30-minuterna", "idag", "idag")}
                headings={[texts.path, texts.pageviews, texts.visitors]}
                rows={data.data.pages.map((page) => ({
                  key: page.path,
                  cells: [page.path, formatCount(page.pageviews), formatCount(page.visitors)],
                  csv: [page.path, page.pageviews, page.visitors],
                }))}
              />
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
