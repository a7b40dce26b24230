import { useMatches } from "react-router";

/**
 * A route module's `handle` for a page that the browser does not hydrate whole: only its
 * islands come alive (docs/decisions/018-islands.md). Marketing pages say so; the
 * account and staff pages, which navigate in the browser, do not.
 */
export const islandsPage = { islands: true } as const;

function saysIslands(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "islands" in handle && handle.islands === true;
}

/** Whether the page being rendered hydrates only its islands. */
export function useIslandsPage(): boolean {
  const matches = useMatches();
  const page = matches.at(-1);
  return page !== undefined && saysIslands(page.handle);
}
