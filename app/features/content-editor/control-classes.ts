import { controlClass } from "../../components/ui/form/field-styles.ts";

/** A select or a short input beside others in the editor's panels: the forms' look, its own width. */
export const selectClass = `${controlClass} w-auto min-w-48`;

/** A secondary action inside a panel (retry, cancel a schedule, show changes). */
export const quietButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-[var(--radius-control)] px-4 font-semibold text-brand-800 ring-1 ring-ink-200 ring-inset hover:bg-brand-50 disabled:opacity-50";
