import { stringify } from 'csv-stringify/sync';
import { neutralizeFormula } from '@kizuki/shared/rules';

/**
 * One CSV line of cells, for a file a spreadsheet opens: quoted where needed (csv-stringify), a
 * cell that a spreadsheet would take for a formula prefixed with an apostrophe, so it shows as
 * text and never runs (`neutralizeFormula`, the one rule, shared with the browser's chart export).
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return stringify([cells.map((cell) => neutralizeFormula(cell === null ? '' : String(cell)))]);
}

export { UTF8_BOM } from '@kizuki/shared/rules';
