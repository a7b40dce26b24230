import { useState } from "react";
import type { ApiData } from "../../lib/api/use-api-data.ts";

/** A failure a later try may not have: the network, the server, a limit. */
const passingFailures = new Set(["offline", "failed", "rateLimited", "unexpectedAnswer"]);

export interface ShownData<Data> {
  /** What the page shows: the data, or what it had before while the next is on its way. */
  data: ApiData<Data>;
  /** The data shown is the previous query's, while the new one loads: a new filter or order. */
  busy: boolean;
  /** A background refresh of the same query failed; the data shown is from before it. */
  stale: boolean;
}

/**
 * What a list the rep works in shows while its data changes: a new filter or order keeps
 * the rows (and whatever in them has the focus) until the new rows are in, and a refresh
 * that fails for a passing reason keeps the rows it had, saying so, rather than swapping
 * the list for an error. `query` names what `data` is the answer to (the query string).
 */
export function useShownData<Data>(data: ApiData<Data>, query: string): ShownData<Data> {
  const [last, setLast] = useState<{ query: string; data: Data } | null>(null);
  if (data.state === "loaded" && (last?.data !== data.data || last.query !== query)) setLast({ query, data: data.data });
  if (data.state === "loaded" || !last) return { data, busy: false, stale: false };
  const previous: ApiData<Data> = { state: "loaded", data: last.data };
  if (data.state === "loading") return { data: previous, busy: true, stale: false };
  if (last.query === query && passingFailures.has(data.failure.kind)) return { data: previous, busy: false, stale: true };
  return { data, busy: false, stale: false };
}
