import { parse } from 'csv-parse';
import { z } from 'zod';
import type { ImportLineError } from '@kizuki/shared';
import { restoreNeutralizedFormula } from '@kizuki/shared/rules';
import { yieldToOtherRequests } from './chunks.ts';
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

/** How much of the file the parser reads between two turns of other requests (about 2,000 lines). */
const CHARACTERS_PER_TURN = 64 * 1024;

/**
 * The file's records by header name (a byte-order mark is ignored), or where it is malformed. The
 * text is given to the parser a piece at a time, with the other requests' turn in between: a file
 * of tens of thousands of lines takes a good part of a second to read.
 */
export async function readCsv(csv: string): Promise<{
  records: Record<string, string>[];
  errors: ImportLineError[];
}> {
  const text = csv.replace(/^\uFEFF/, '');
  const records: Record<string, string>[] = [];
  const parser = parse<Record<string, string>>({
    columns: (header: string[]) => {
      const names = header.map(restoreNeutralizedFormula);
      const twice = names.find((name, index) => names.indexOf(name) !== index);
      if (twice !== undefined) throw new ColumnNamedTwice(twice);
      return names;
    },
    skip_empty_lines: true,
    trim: true,
    relax_column_count: false,
  });
  let failure: unknown;
  parser.on('readable', () => {
    for (let read: unknown = parser.read(); read !== null; read = parser.read()) {
      const record = read as Record<string, string>;
      // The export neutralises a cell a spreadsheet would run (csv-cells.ts): read back, it is
      // the text it was, so an exported file imported again changes nothing. (Done here rather
      // than by the parser's `cast`, which costs the parser five times its own time.)
      for (const name of Object.keys(record)) {
        record[name] = restoreNeutralizedFormula(record[name]!);
      }
      records.push(record);
    }
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  for (let start = 0; start < text.length && failure === undefined;) {
    let end = Math.min(text.length, start + CHARACTERS_PER_TURN);
    // A piece never ends between the two halves of a character outside the BMP (an emoji).
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    parser.write(text.slice(start, end));
    start = end;
    await yieldToOtherRequests();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure === undefined) return { records, errors: [] };
  if (failure instanceof ColumnNamedTwice) {
    return {
      records: [],
      errors: [atLine(1, problem(null, 'columnTwice', { column: failure.column }))],
    };
  }
  const line = (failure as { lines?: number }).lines ?? 1;
  const detail = (failure as Error).message;
  return { records: [], errors: [atLine(line, problem(null, 'unreadable', { detail }))] };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

class ColumnNamedTwice extends Error {
  constructor(readonly column: string) {
    super(`the column "${column}" is named twice`);
  }
}
