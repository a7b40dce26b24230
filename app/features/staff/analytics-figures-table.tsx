import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { DataTable } from "../../components/workspace/data-table.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { analyticsOutcomeTexts } from "../../content/staff-analytics-texts.ts";
import { staffShared } from "../../content/staff-pages.ts";
import { tableCsv } from "./analytics-csv.ts";

export interface FiguresRow {
  key: string;
  /** What the page shows in each column. */
  cells: ReactNode[];
  /** The same row as the CSV file has it: numbers as numbers. */
  csv: (string | number)[];
}

/**
 * A table of figures with its CSV download: each row's first cell is its heading, the
 * numbers line up. A phone gets each row as a card, so the page never scrolls sideways.
 */
export function FiguresTable({ caption, headings, rows, csvName }: { caption: string; headings: readonly string[]; rows: FiguresRow[]; csvName: string }) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={headings.map((heading, index) => ({
          heading,
          cell: (row: FiguresRow) => row.cells[index],
          className: index === 0 ? "font-semibold break-all text-ink-950" : undefined,
          card: index === 0 ? ("title" as const) : undefined,
        }))}
        rows={rows}
        rowKey={(row) => row.key}
        rowHeader
        spacing="snug"
        cellClassName="text-ink-800 tabular-nums"
        cards={staffShared.cards}
      />
      <CsvDownload name={csvName} label={caption} headings={headings} rows={rows.map((row) => row.csv)} />
    </>
  );
}

/** Saves the table for the period as a CSV file, made in the browser from the figures shown. */
function CsvDownload({ name, label, headings, rows }: { name: string; label: string; headings: readonly string[]; rows: (string | number)[][] }) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([tableCsv(headings, rows)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  return (
    <button type="button" onClick={save} aria-label={`${analyticsOutcomeTexts.csv.download}: ${label}`} className={`${buttonClass("secondary")} mt-4`}>
      <Download aria-hidden="true" className="size-4" />
      {analyticsOutcomeTexts.csv.download}
    </button>
  );
}
