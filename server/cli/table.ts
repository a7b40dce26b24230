/**
 * Form data is typed by visitors: control characters (terminal escapes, carriage returns)
 * and bidirectional overrides could repaint or reorder what the operator sees.
 */
export function terminalSafe(text: string): string {
  return text.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, " ");
}

const maxCellWidth = 40;

function cell(text: string): string {
  const safe = terminalSafe(text);
  return safe.length > maxCellWidth ? `${safe.slice(0, maxCellWidth - 1)}…` : safe;
}

/** Columns padded to their widest cell; long cells are cut with an ellipsis. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [headers.map(cell), ...rows.map((row) => row.map(cell))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  return cells.map((row) => row.map((text, column) => text.padEnd(widths[column]!)).join("  ").trimEnd()).join("\n") + "\n";
}

/** The first eight characters of a UUID: enough to tell rows apart in a listing. */
export const shortId = (id: string) => id.slice(0, 8);

const jobStatusNames = { pending: "i kö", delivered: "levererad", dead: "misslyckad" } as const;

/** A delivery or mail job's status as the operator reads it. */
export function jobStatusName(status: keyof typeof jobStatusNames): string {
  return jobStatusNames[status];
}
