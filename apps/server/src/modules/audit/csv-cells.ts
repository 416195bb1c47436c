import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection); Japanese
 * Excel also takes the full-width signs for them.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * One CSV line of cells, for a file a spreadsheet opens: quoted where needed (csv-stringify), a
 * cell that a spreadsheet would take for a formula prefixed with an apostrophe, so it shows as
 * text and never runs.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return stringify([
    cells.map((cell) => {
      const text = cell === null ? '' : String(cell);
      return FORMULA_START.test(text) ? `'${text}` : text;
    }),
  ]);
}

/** The byte-order mark that makes Excel read a CSV file as UTF-8 (Japanese names included). */
export const UTF8_BOM = '\uFEFF';
