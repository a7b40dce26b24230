import { type ReactNode, useId } from "react";

export interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** This column's cells beyond the table's own: wrapping, width, colour. */
  className?: string;
}

/**
 * The room around each cell: `roomy` for the lists a person works through (leads, mails),
 * `snug` for tables of figures, `flush` for a small table inside a card's own text (a
 * delivery's attempts), its first column in line with the text above it.
 */
const spacings = {
  roomy: "px-3 py-3",
  snug: "px-3 py-2",
  flush: "py-2 pr-3 last:pr-0",
} as const;

/**
 * A real table: a caption (read, not shown), column headings, a row per item. It scrolls
 * sideways inside a region a keyboard can focus, so a phone gets the whole table.
 * `rowHeader` makes each row's first cell its heading (tables of figures); `bleed` lets
 * the table reach the card's edges on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  rowHeader = false,
  spacing = "roomy",
  cellClassName,
  className,
  bleed = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  rowHeader?: boolean;
  spacing?: keyof typeof spacings;
  /** Every data cell's classes (not the row headings'), beyond its column's. */
  cellClassName?: string;
  /** The table's own: its smallest width, its text size. */
  className?: string;
  bleed?: boolean;
}) {
  const captionId = useId();
  const pad = spacings[spacing];
  const classes = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" ");
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={classes(bleed && "-mx-5 sm:mx-0", "overflow-x-auto")}>
      <table className={classes("w-full border-collapse", className)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-ink-200">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${pad} text-left text-sm font-semibold whitespace-nowrap text-ink-700`}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column, index) =>
                rowHeader && index === 0 ? (
                  <th key={index} scope="row" className={classes(pad, "text-left", column.className)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={classes(pad, cellClassName, column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
