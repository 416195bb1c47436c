import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { ImportLineError } from '@kizuki/shared';
import { restoreNeutralizedFormula } from '@kizuki/shared/rules';
import { atLine, problem } from './problems.ts';

/** A field that must not be empty. */
export const text = z.string().trim().min(1, 'is required');

/** A yes/no field: true, 1, yes; false, 0, no or empty. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** The file's records by header name (a byte-order mark is ignored), or where it is malformed. */
export function readCsv(csv: string): {
  records: Record<string, string>[];
  errors: ImportLineError[];
} {
  try {
    const records = parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => {
        const twice = header.find((name, index) => header.indexOf(name) !== index);
        if (twice !== undefined) throw new ColumnNamedTwice(twice);
        return header;
      },
      // The export neutralises a cell a spreadsheet would run (csv-cells.ts): read back, it is
      // the text it was, so an exported file imported again changes nothing.
      cast: (value: string) => restoreNeutralizedFormula(value),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
    return { records, errors: [] };
  } catch (error) {
    if (error instanceof ColumnNamedTwice) {
      return {
        records: [],
        errors: [atLine(1, problem(null, 'columnTwice', { column: error.column }))],
      };
    }
    const line = (error as { lines?: number }).lines ?? 1;
    const detail = (error as Error).message;
    return { records: [], errors: [atLine(line, problem(null, 'unreadable', { detail }))] };
  }
}

class ColumnNamedTwice extends Error {
  constructor(readonly column: string) {
    super(`the column "${column}" is named twice`);
  }
}
