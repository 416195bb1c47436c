import type { BusinessUnit } from '@kizuki/shared';
import type { UpsertCounts } from '../../modules/master-data/master-data.repository.ts';
import { eachYielding } from './chunks.ts';
import type { Importer, Line, StoredLines } from './importer.ts';

/** One line that changes what is stored: its fields before (null: new) and after, as the file has them. */
export interface RowChange {
  line: number;
  key: string;
  before: Line | null;
  after: Line;
}

/** A change with the index of its row among the file's rows. */
export type IndexedChange = RowChange & { index: number };

/** Whether two lines say the same in every column (whatever the order their columns come in). */
function sameLine(a: Line | null, b: Line): boolean {
  if (a === null) return false;
  const columns = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...columns].every((column) => a[column] === b[column]);
}

/**
 * The rows whose line differs from what is stored, in file order, each with its line before (null:
 * none is stored) and after: worked out in memory from the context's stored lines.
 */
export async function changesOf<Row extends { unit: BusinessUnit }, Context extends StoredLines>(
  importer: Importer<Row, Context>,
  rows: Row[],
  lines: number[],
  context: Context,
): Promise<IndexedChange[]> {
  const changes: IndexedChange[] = [];
  await eachYielding(rows, (row, index) => {
    const key = importer.keyOf(row);
    const before = context.lines.get(key) ?? null;
    const after = importer.lineAfter(row, context);
    if (!sameLine(before, after)) changes.push({ line: lines[index]!, key, before, after, index });
  });
  return changes;
}

/** The counts of a file of `rows` lines with these changes: new lines, changed ones, the rest. */
export function countsOf(rows: number, changes: RowChange[]): UpsertCounts {
  const inserted = changes.filter((change) => change.before === null).length;
  const updated = changes.length - inserted;
  return { inserted, updated, unchanged: rows - inserted - updated };
}
