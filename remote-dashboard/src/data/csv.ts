import { localDay } from './format';

/** Building CSV files of admin data: pure functions, so every escaping rule is unit-tested. */

export interface CsvColumn {
  key: string;
  label: string;
}

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_PREFIX = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_PREFIX.test(value) ? `'${value}` : value;
  // A semicolon or tab is quoted too: a spreadsheet set to split on it would start a new cell
  // there, one that could begin a formula.
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A header line of the column labels, then one line per row; lines end with CRLF (RFC 4180). */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, string | undefined>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.label)),
    ...rows.map((row) => columns.map((column) => csvCell(row[column.key] ?? ''))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/**
 * For example `contact-2026-11-22.csv`, dated in the admin's own time zone; an export of a search's
 * rows says so (`contact-2026-11-22-search.csv`), so it is not taken for the whole list.
 */
export function csvFileName(kind: string, date: Date, searched = false): string {
  return `${kind}-${localDay(date)}${searched ? '-search' : ''}.csv`;
}
