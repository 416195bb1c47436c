import type { BusinessUnit, ImportLineError } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { eachYielding } from './chunks.ts';
import { readCsv } from './csv.ts';
import type { ImportOptions, Importer, StoredLines } from './importer.ts';
import { atLine, problem, problemOfIssue } from './problems.ts';

export type CheckedFile<Row, Context> =
  | {
      ok: true;
      rows: Row[];
      /** The file's line of each row, for the report. */
      lines: number[];
      /** What the check read: what a dry run's changes are worked out from. */
      context: Context;
    }
  | { ok: false; errors: ImportLineError[] };

/**
 * Reads and checks every line of a file, outside any transaction: the fields of each line, then,
 * with what the importer reads for all the file's lines at once, each line against the database
 * (and, from the screen, against the admin's unit). A file with any bad line answers each problem,
 * in line order.
 */
export async function checkFile<Row extends { unit: BusinessUnit }, Context extends StoredLines>(
  db: Database,
  importer: Importer<Row, Context>,
  csv: string,
  options: ImportOptions,
): Promise<CheckedFile<Row, Context>> {
  // An empty file is a mistake (the wrong file, a failed save), not "nothing to change": a file
  // with only its header row is the one that says that.
  if (csv.replace(/^\uFEFF/, '').trim() === '') {
    return { ok: false, errors: [atLine(1, problem(null, 'empty'))] };
  }
  const { records, errors } = await readCsv(csv);
  if (errors.length > 0) return { ok: false, errors };
  // Line 1 is the header: the first record is on line 2.
  const lineOf = (index: number) => index + 2;

  const header = records.length > 0 ? Object.keys(records[0]!) : [];
  const missingColumns = importer.columns.filter(
    (column) => !header.includes(column) && !importer.optionalColumns.includes(column),
  );
  if (records.length > 0 && missingColumns.length > 0) {
    return {
      ok: false,
      errors: [atLine(1, problem(null, 'missingColumns', { columns: missingColumns.join(', ') }))],
    };
  }

  const lineErrors: ImportLineError[] = [];
  const rows: Row[] = [];
  const lines: number[] = [];
  await eachYielding(records, (record, index) => {
    const line = lineOf(index);
    const parsed = importer.rowSchema.safeParse(record);
    if (parsed.success) {
      rows.push(parsed.data);
      lines.push(line);
      return;
    }
    for (const issue of parsed.error.issues) {
      lineErrors.push(atLine(line, problemOfIssue(issue, record)));
    }
    // From the screen, a line of another unit says so too, whatever else is wrong with it.
    const unitIsWrong = parsed.error.issues.some((issue) => issue.path[0] === 'unit');
    if (options.unit !== undefined && !unitIsWrong && record.unit !== options.unit) {
      lineErrors.push(atLine(line, problem('unit', 'otherUnit', { unit: options.unit })));
    }
  });

  const context = await importer.prepare(db, rows);
  const firstLineOf = new Map<string, number>();
  // In file order: a check may remember what an earlier line claimed (a synonym, a sub-group).
  await eachYielding(rows, (row, index) => {
    const line = lines[index]!;
    const key = importer.keyOf(row);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      lineErrors.push(atLine(line, problem(null, 'duplicateLine', { first })));
    } else firstLineOf.set(key, line);
    for (const found of importer.check?.(row, context) ?? []) {
      lineErrors.push(atLine(line, found));
    }
    if (options.unit === undefined) return;
    if (row.unit !== options.unit) {
      lineErrors.push(atLine(line, problem('unit', 'otherUnit', { unit: options.unit })));
    } else {
      for (const found of importer.refuseOnScreen?.(row, options.unit, context) ?? []) {
        lineErrors.push(atLine(line, found));
      }
    }
  });
  if (lineErrors.length > 0) {
    // Stable: a line's problems keep the order they were found in.
    return { ok: false, errors: lineErrors.sort((a, b) => a.line - b.line) };
  }
  return { ok: true, rows, lines, context };
}
