import { useEffect, useRef, useState } from "react";
import type { AnalyticsSummary } from "../../../contracts/analytics.ts";
import { staffAnalyticsPage } from "../../content/staff-pages.ts";
import { formatCount, formatShortDay } from "./analytics-figures.ts";

// The theme's brand-700 and accent-700 (app.css): uPlot draws on a canvas and needs the colours themselves.
const visitorColour = "#1f3fc7";
const pageviewColour = "#0d6e66";

/**
 * Visitors and page views per day as a uPlot line chart. uPlot and its CSS are imported
 * when the chart mounts, so only this page loads them. The chart fills its container's
 * width and is drawn again when that changes. The same figures are in the table below it.
 */
export function VisitsChart({ days, label }: { days: AnalyticsSummary["days"]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const height = 280;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const x = days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);
        plot = new UPlot(
          {
            width: Math.max(element.clientWidth, 200),
            height,
            legend: { show: false },
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "UTC"),
            series: [
              { value: (_plot, seconds) => (seconds == null ? "" : formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10))) },
              { label: staffAnalyticsPage.numbers.visitors, stroke: visitorColour, width: 2, value: (_plot, value) => (value == null ? "" : formatCount(value)) },
              { label: staffAnalyticsPage.numbers.pageviews, stroke: pageviewColour, width: 2, dash: [6, 4], value: (_plot, value) => (value == null ? "" : formatCount(value)) },
            ],
            axes: [
              { values: (_plot, ticks) => ticks.map((seconds) => formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10))) },
              { values: (_plot, ticks) => ticks.map((value) => formatCount(value)) },
            ],
            scales: { y: { range: (_plot, _min, max) => [0, Math.max(max, 1)] } },
          },
          [x, days.map((day) => day.visitors), days.map((day) => day.pageviews)],
          element,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 200), height }));
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days]);

  if (failed) return null;
  return (
    <figure className="m-0">
      <div ref={container} role="img" aria-label={label} className="w-full min-w-0" data-chart="visits" />
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-ink-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-6" style={{ backgroundColor: visitorColour }} />
          {staffAnalyticsPage.numbers.visitors}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-6 border-t-2 border-dashed" style={{ borderColor: pageviewColour }} />
          {staffAnalyticsPage.numbers.pageviews}
        </span>
      </figcaption>
    </figure>
  );
}
