/** The one row of the dashboard the page is narrowed to, from the URL: ?source=, ?campaign= or ?entry=. */
export type AnalyticsFilter = { kind: "source" | "campaign" | "entry"; value: string } | null;

const filterKinds = ["source", "campaign", "entry"] as const;

export function filterFromSearch(search: URLSearchParams): AnalyticsFilter {
  for (const kind of filterKinds) {
    const value = search.get(kind);
    if (value) return { kind, value };
  }
  return null;
}

/** The page's query with `filter` in place of any other (null: none), the range kept. */
export function searchWithFilter(search: URLSearchParams, filter: AnalyticsFilter): string {
  const next = new URLSearchParams(search);
  for (const kind of filterKinds) next.delete(kind);
  if (filter) next.set(filter.kind, filter.value);
  return next.toString();
}

/** The range that comes before `from`–`to`, as long: the chart's and the cards' comparison. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const dayMs = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const length = Date.parse(`${to}T00:00:00Z`) - start + dayMs;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(start - length), to: day(start - dayMs) };
}
