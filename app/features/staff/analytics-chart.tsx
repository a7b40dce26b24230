import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { AnalyticsSummary } from "../../../contracts/analytics.ts";
import { analyticsOutcomeTexts } from "../../content/staff-analytics-texts.ts";
import { staffAnalyticsPage } from "../../content/staff-pages.ts";
import { formatCount, formatLongDay, formatShortDay } from "./analytics-figures.ts";

// The theme's brand-700, accent-700 and ink-500 (app.css) and a warm orange for leads: uPlot draws on a canvas and needs the colours themselves.
const visitorColour = "#1f3fc7";
const pageviewColour = "#0d6e66";
const leadColour = "#b45309";
const previousColour = "#6b7280";

type Day = AnalyticsSummary["days"][number];

interface Plot {
  destroy(): void;
  setSize(size: { width: number; height: number }): void;
  setCursor(cursor: { left: number; top: number }): void;
  valToPos(value: number, scale: string): number;
}

/** What the chart's readout says for the day at `index`: the period's figures and the previous period's visitors on the same day of it. */
export function dayReadout(days: readonly Day[], previous: readonly Day[] | undefined, index: number): string {
  const day = days[index]!;
  const before = previous?.[index]?.visitors ?? 0;
  return analyticsOutcomeTexts.chart.readout(formatLongDay(day.day), formatCount(day.visitors), formatCount(day.pageviews), formatCount(day.leads), formatCount(before));
}

/**
 * Visitors, page views and leads per day as a uPlot line chart, with the previous period's
 * visitors for comparison, day by day. uPlot and its CSS are imported when the chart
 * mounts, so only this page loads them. Pointing at a day, or focusing the chart and
 * moving with the arrow keys, shows that day's figures below it (read out by a screen
 * reader too); the same figures are in the table under the chart.
 */
export function VisitsChart({ days, previous, label }: { days: Day[]; previous?: Day[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const plotRef = useRef<Plot | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState<number | null>(null);
  const x = days.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const height = 280;
    const count = (_plot: unknown, value: number | null) => (value == null ? "" : formatCount(value));
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const series = [
          { value: (_plot: unknown, seconds: number | null) => (seconds == null ? "" : formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10))) },
          { label: staffAnalyticsPage.numbers.visitors, stroke: visitorColour, width: 2, value: count },
          { label: staffAnalyticsPage.numbers.pageviews, stroke: pageviewColour, width: 2, dash: [6, 4], value: count },
          { label: analyticsOutcomeTexts.chart.leads, stroke: leadColour, width: 2, scale: "leads", points: { show: true, size: 6, fill: leadColour }, value: count },
          ...(previous ? [{ label: analyticsOutcomeTexts.chart.previousVisitors, stroke: previousColour, width: 1.5, dash: [2, 3], value: count }] : []),
        ];
        plotRef.current = new UPlot(
          {
            width: Math.max(element.clientWidth, 200),
            height,
            legend: { show: false },
            cursor: { y: false },
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "UTC"),
            series,
            axes: [
              { values: (_plot, ticks) => ticks.map((seconds) => formatShortDay(new Date(seconds * 1000).toISOString().slice(0, 10))) },
              { values: (_plot, ticks) => ticks.map((value) => formatCount(value)) },
              { scale: "leads", side: 1, grid: { show: false }, values: (_plot, ticks) => ticks.map((value) => (Number.isInteger(value) ? formatCount(value) : "")) },
            ],
            scales: { y: { range: (_plot, _min, max) => [0, Math.max(max, 1)] }, leads: { range: (_plot, _min, max) => [0, Math.max(max, 1)] } },
            hooks: {
              setCursor: [
                (plot) => {
                  const idx = plot.cursor.idx;
                  if (idx != null) setIndex(idx);
                },
              ],
            },
          },
          [x, days.map((day) => day.visitors), days.map((day) => day.pageviews), days.map((day) => day.leads), ...(previous ? [days.map((_day, at) => previous[at]?.visitors ?? 0)] : [])],
          element,
        );
        observer = new ResizeObserver(() => plotRef.current?.setSize({ width: Math.max(element.clientWidth, 200), height }));
        observer.observe(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plotRef.current?.destroy();
      plotRef.current = undefined;
    };
    // The chart is drawn again only when its figures change; `x` follows `days`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days, previous]);

  const moveTo = (next: number) => {
    const at = Math.min(Math.max(next, 0), days.length - 1);
    setIndex(at);
    const plot = plotRef.current;
    if (plot) plot.setCursor({ left: plot.valToPos(x[at]!, "x"), top: 10 });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: (index ?? days.length) - 1, ArrowRight: (index ?? -1) + 1, Home: 0, End: days.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  if (failed) return null;
  return (
    <figure className="m-0">
      <div
        ref={container}
        role="img"
        tabIndex={0}
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocus={() => index === null && moveTo(days.length - 1)}
        className="w-full min-w-0 rounded-[var(--radius-control)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-chart="visits"
      />
      <p aria-live="polite" className="mt-3 min-h-12 text-ink-800" data-chart-readout>
        {index === null ? analyticsOutcomeTexts.chart.hint : dayReadout(days, previous, index)}
      </p>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-ink-700">
        <Key colour={visitorColour} label={staffAnalyticsPage.numbers.visitors} />
        <Key colour={pageviewColour} label={staffAnalyticsPage.numbers.pageviews} dashed />
        <Key colour={leadColour} label={analyticsOutcomeTexts.chart.leads} />
        {previous && <Key colour={previousColour} label={analyticsOutcomeTexts.chart.previousVisitors} dashed />}
      </figcaption>
    </figure>
  );
}

function Key({ colour, label, dashed = false }: { colour: string; label: string; dashed?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block w-6 border-t-2 ${dashed ? "border-dashed" : ""}`} style={{ borderColor: colour }} />
      {label}
    </span>
  );
}
