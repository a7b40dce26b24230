import { parseStockholmDate } from "../../server/cli/stockholm-time.ts";

/** The instant a Stockholm wall time names, e.g. "2026-11-27 16:30"; throws on a time that does not exist. */
export function stockholmTime(text: string): Date {
  const time = parseStockholmDate(text);
  if (!time) throw new Error(`not a time: ${text}`);
  return time;
}
