/**
 * A chart's data as a CSV file (its drawing as a PNG image: image-export.ts), made in the browser
 * from what the screen already holds: nothing is asked of the server again.
 */
import { neutralizeFormula, UTF8_BOM } from '@kizuki/shared/rules';
import { saveBlob } from '../../../lib/api-download.ts';

function csvCell(value: string | number): string {
  // Spreadsheets run a cell starting with =, +, - or @ as a formula: kept as text (one rule).
  const text = neutralizeFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 with a byte-order mark and CRLF lines: what Excel opens with Japanese intact. */
function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${UTF8_BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(rows: readonly (readonly (string | number)[])[], fileName: string) {
  saveBlob(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
