import { paths } from "../../lib/paths.ts";

/**
 * Whether a page's views count in the statistics: every page but the signed-in area
 * (/dashboard and the staff workspace under it), where customers and staff, not
 * visitors, read, and where staff looking at the statistics would count themselves.
 */
export function isCountedPath(pathname: string): boolean {
  return pathname !== paths.dashboard && !pathname.startsWith(`${paths.dashboard}/`);
}
