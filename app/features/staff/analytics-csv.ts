/*
 * A table of the dashboard as a CSV file for Swedish Excel, as the leads export writes it
 * (server/leads/workspace/leads-csv.ts): UTF-8 with BOM, `;` between cells, CRLF after
 * each row, a cell that starts like a formula made text with a leading apostrophe.
 */

const byteOrderMark = "\uFEFF";

/** A number or text as one cell: quoted when it holds `;`, `"` or a line break; a formula's first character made harmless. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function tableCsv(headings: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(";")}\r\n`;
  return byteOrderMark + line(headings) + rows.map(line).join("");
}
