/*
 * What a CSV file that a spreadsheet opens must do with each cell: one rule, used by the server's
 * exports (`csvLine`, apps/server/src/modules/exports/csv-cells.ts) and by the browser's chart
 * downloads (apps/web/src/features/insights/components/chart-export.ts).
 */

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection): =, +, - and
 * @, a tab or a carriage return before them; Japanese Excel also takes the full-width signs.
 */
export const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** A cell's text as a spreadsheet should show it: a formula-like start is kept as text. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back from an exported file: the text `neutralizeFormula` was given. */
export function restoreNeutralizedFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Japanese names included). */
export const UTF8_BOM = '\uFEFF';

/** A date and time in Tokyo as a spreadsheet reads it: `YYYY-MM-DD HH:MM:SS` (Japan keeps UTC+9). */
export function tokyoDateTime(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The languages an export names things in (SPEC.md section 3: ja, the default, and en). */
export const EXPORT_LANGUAGES = ['ja', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];
