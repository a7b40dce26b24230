/*
 * The cells of the leads export as Swedish Excel reads a CSV it opens with a double
 * click: `;` between cells, quotes as RFC 4180 says, a line break inside a quoted cell
 * as LF alone (Excel shows a CR there as a box).
 */

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor who
 * types `=HYPERLINK(...)` as their name could act in the staff member's spreadsheet
 * (OWASP "CSV Injection", https://owasp.org/www-community/attacks/CSV_Injection). Where a
 * cell starts is not ours to decide: a tool that splits at `,` or at tabs, or that takes a
 * line break inside a cell for the end of a row, starts a cell there. So a trigger after
 * any separator or line break (after spaces or quotes too) gets an apostrophe in front,
 * which makes it plain text wherever the cell ends up starting. Excel shows that
 * apostrophe: it hides one only when it is typed into a cell, not when it reads a file.
 */
const formulaTrigger = /(?<=^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/** Excel ends a row at a CR inside a quoted cell in some versions and shows a box in others. */
function lineBreaksAsLf(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

function quoted(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One cell of text, formulas made text (a CR too, before it becomes an LF). */
export function csvCell(value: string): string {
  return quoted(lineBreaksAsLf(value.replace(formulaTrigger, "$1'")));
}

/**
 * U+2060 WORD JOINER: no width, no glyph, not a space. In front of a phone number it
 * makes the cell text that is not a number, a date or a formula, so Excel shows the number
 * as it was typed: "0701234567" keeps its zero, "+46 70 123 45 67" stays a number rather
 * than a formula answering #NAME?, "08-12 12 12" does not become a date. The joiner stays
 * in the cell's value (a formula comparing the cell with typed text must allow for it).
 */
export const textMark = "\u2060";

/**
 * What a phone field may hold (app/lib/validation/fields.ts, spaces only): digits, spaces,
 * parentheses, hyphens and a leading plus. Were a tool to ignore the mark and run such a
 * cell as a formula, it could only do arithmetic on the digits: no function, no reference,
 * no link. Anything else in a phone field is written as any other text.
 */
const phoneNumber = /^\+?[\d ()-]*\d[\d ()-]*$/;

/** A phone number as Excel should show it: as typed, never as a number or a formula. */
export function phoneCell(value: string): string {
  const phone = value.trim();
  return phoneNumber.test(phone) ? `${textMark}${phone}` : csvCell(value);
}

/** One row: its cells between `;`, CRLF at its end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(";")}\r\n`;
}
