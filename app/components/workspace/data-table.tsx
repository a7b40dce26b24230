import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useId } from "react";

/** Where a sortable column stands: the order it is sorted in now, or none. */
export type SortState = "ascending" | "descending" | "none";

export interface ColumnSort {
  state: SortState;
  /** Sorts by this column: the first press in its natural order, the next the other way. */
  onSort: () => void;
}

export interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** This column's cells beyond the table's own: wrapping, width, colour. */
  className?: string;
  /** A column the list can be sorted by: its heading is a button, its state aria-sort. */
  sort?: ColumnSort;
  /**
   * In the cards a phone gets (`cards`): `title` heads each card, `hidden` leaves the
   * column out (it says what the title already does); the others are the card's lines.
   */
  card?: "title" | "hidden";
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

const classes = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" ");

function SortIcon({ state }: { state: SortState }) {
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={classes("size-4 shrink-0", state === "none" && "text-ink-400")} />;
}

/** The words of the cards' sort buttons, which have no column heading to carry aria-sort. */
export interface CardTexts {
  /** The sort buttons' group. */
  sortLabel: string;
  /** After a button's name when the list is sorted by it: ", sorterat stigande". */
  sorted: Record<Exclude<SortState, "none">, string>;
}

/**
 * A sortable column's heading: a button whose name is the heading. In the table the order
 * is the heading cell's aria-sort; on a card list, where there is no such cell, `sorted`
 * says it in the button's name.
 */
function SortButton({ heading, sort, sorted }: { heading: string; sort: ColumnSort; sorted?: CardTexts["sorted"] }) {
  return (
    <button
      type="button"
      onClick={sort.onSort}
      aria-label={sorted && sort.state !== "none" ? `${heading}${sorted[sort.state]}` : undefined}
      className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-2 font-semibold text-ink-800 hover:bg-brand-50 hover:text-brand-800"
    >
      {heading}
      <SortIcon state={sort.state} />
    </button>
  );
}

/**
 * A real table: a caption (read, not shown), column headings, a row per item. It scrolls
 * sideways inside a region a keyboard can focus, so a phone gets the whole table.
 * `rowHeader` makes each row's first cell its heading (tables of figures); `bleed` lets
 * the table reach the card's edges on a phone. With `cards`, a phone gets the rows as a
 * list of cards instead, each a heading and a line per column, and no sideways scrolling;
 * the table shows from the `md` width up. Only one of the two is ever displayed, so a
 * screen reader meets each row once.
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
  cards,
  busy = false,
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
  cards?: CardTexts;
  /** New rows are on their way (a new filter or order): the rows shown are the ones before. */
  busy?: boolean;
}) {
  const captionId = useId();
  const pad = spacings[spacing];
  return (
    <>
      <div
        role="region"
        aria-labelledby={captionId}
        aria-busy={busy || undefined}
        tabIndex={0}
        className={classes(bleed && "-mx-5 sm:mx-0", "overflow-x-auto", cards && "hidden md:block")}
      >
        <table className={classes("w-full border-collapse", className)}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-ink-200">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  aria-sort={column.sort?.state}
                  className={classes(pad, column.sort && "py-1", "text-left text-sm font-semibold whitespace-nowrap text-ink-700")}
                >
                  {column.sort ? <SortButton heading={column.heading} sort={column.sort} /> : column.heading}
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
      {cards && <CardList caption={caption} texts={cards} columns={columns} rows={rows} rowKey={rowKey} rowClassName={rowClassName} busy={busy} />}
    </>
  );
}

/** The phone's rows: the sort buttons, then a card per row with the title column as its heading. */
function CardList<Row>({
  caption,
  texts,
  columns,
  rows,
  rowKey,
  rowClassName,
  busy,
}: {
  caption: string;
  texts: CardTexts;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  busy: boolean;
}) {
  const titleColumn = columns.find((column) => column.card === "title");
  const lines = columns.filter((column) => column !== titleColumn && column.card !== "hidden");
  const sortable = columns.filter((column) => column.sort);
  const captionId = useId();
  return (
    <div className="md:hidden">
      {sortable.length > 0 && (
        <div role="group" aria-label={texts.sortLabel} className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1">
          <span aria-hidden="true" className="text-sm font-semibold text-ink-700">
            {texts.sortLabel}:
          </span>
          {sortable.map((column) => column.sort && <SortButton key={column.heading} heading={column.heading} sort={column.sort} sorted={texts.sorted} />)}
        </div>
      )}
      <p id={captionId} className="sr-only">
        {caption}
      </p>
      <ul aria-labelledby={captionId} aria-busy={busy || undefined} className="grid grid-cols-1 gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className={classes("rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200", rowClassName?.(row))}>
            {titleColumn && <div className="min-w-0 break-words">{titleColumn.cell(row)}</div>}
            <dl className="mt-3 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
              {lines.map((column) => (
                <div key={column.heading} className="contents">
                  <dt className="font-semibold text-ink-700">{column.heading}</dt>
                  <dd className="min-w-0 break-words text-ink-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
