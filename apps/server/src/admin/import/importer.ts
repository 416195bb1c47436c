import type { BusinessUnit } from '@kizuki/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { appendAudit } from '../../modules/audit/audit.repository.ts';
import type { UpsertCounts } from '../../modules/master-data/master-data.repository.ts';
import { describeIssues, readCsv } from './csv.ts';

export interface LineError {
  line: number;
  message: string;
}

export type ImportOutcome = { ok: true; counts: UpsertCounts } | { ok: false; errors: LineError[] };

/** Who imports (the audit rows' actor), and whether to only say what would change. */
export interface ImportOptions {
  /** The admin who imports: the signed-in admin, or the operator the command line names. */
  actorUserId: number | null;
  /**
   * The operator the command line names (issue 20), kept in the audit row as written: the first
   * import of a new installation is made before anyone is registered.
   */
  operator?: string | undefined;
  /** Check and apply in a transaction that is rolled back: the counts of what would change. */
  dryRun?: boolean;
}

/** Thrown inside a dry run's transaction, so that it rolls back with its counts. */
class DryRunDone extends Error {
  constructor(readonly counts: UpsertCounts) {
    super('dry run');
  }
}

/**
 * One kind of import file: how a line is read, what makes two lines the same, what must exist in
 * the database, and how the rows are written. `Context` is what checking and writing read from
 * the database once (the known organizations, the disease groups).
 */
export interface Importer<Row extends { unit: BusinessUnit }, Context = undefined> {
  /** The kind, as the command line names it and the audit trail records it. */
  kind: string;
  /** The columns of its file, in the order of the sample file. */
  columns: readonly string[];
  /** Columns a file may leave out: their default applies. */
  optionalColumns: readonly string[];
  /** One line's fields, checked and converted. */
  rowSchema: z.ZodType<Row>;
  /** Two lines with the same key are one too many: the second is refused. */
  keyOf(row: Row): string;
  /** Reads what checking and writing need, once, before the rows are checked. */
  prepare(db: Database): Promise<Context>;
  /** What is wrong with a well-formed row against the database (messages; none when fine). */
  check?(row: Row, context: Context): string[];
  /** Writes the rows in the caller's transaction; a row equal to what is stored changes nothing. */
  upsert(tx: Database, rows: Row[], context: Context): Promise<UpsertCounts>;
}

/**
 * Imports one CSV file with its importer: every line is checked first, and a file with any bad
 * line is refused whole with a report naming each, in line order; a good file is written in one
 * transaction with its audit rows.
 */
export async function runImport<Row extends { unit: BusinessUnit }, Context>(
  db: Database,
  importer: Importer<Row, Context>,
  csv: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const { records, errors } = readCsv(csv);
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
      errors: [{ line: 1, message: `missing columns: ${missingColumns.join(', ')}` }],
    };
  }

  const context = await importer.prepare(db);
  const firstLineOf = new Map<string, number>();
  const lineErrors: LineError[] = [];
  const rows: Row[] = [];
  records.forEach((record, index) => {
    const line = lineOf(index);
    const parsed = importer.rowSchema.safeParse(record);
    if (!parsed.success) {
      lineErrors.push({ line, message: describeIssues(parsed.error.issues) });
      return;
    }
    const key = importer.keyOf(parsed.data);
    const first = firstLineOf.get(key);
    if (first !== undefined) lineErrors.push({ line, message: `duplicates line ${first}` });
    else firstLineOf.set(key, line);
    for (const message of importer.check?.(parsed.data, context) ?? []) {
      lineErrors.push({ line, message });
    }
    rows.push(parsed.data);
  });
  if (lineErrors.length > 0) {
    return { ok: false, errors: lineErrors.sort((a, b) => a.line - b.line) };
  }
  const counts = await db
    .transaction(async (tx) => {
      const counts = await importer.upsert(tx, rows, context);
      if (options.dryRun) throw new DryRunDone(counts);
      await auditImport(
        tx,
        importer.kind,
        rows.map((row) => row.unit),
        counts,
        options,
      );
      return counts;
    })
    .catch((error: unknown) => {
      if (error instanceof DryRunDone) return error.counts;
      throw error;
    });
  return { ok: true, counts };
}

/** PRODUCT.md: every admin change goes into the audit trail; one row per unit and import. */
async function auditImport(
  db: Database,
  kind: string,
  units: BusinessUnit[],
  counts: UpsertCounts,
  { actorUserId, operator }: ImportOptions,
) {
  if (counts.inserted + counts.updated === 0) return;
  for (const unit of new Set(units)) {
    await appendAudit(db, {
      unit,
      actorUserId,
      action: `admin.import.${kind}`,
      objectType: 'import',
      objectId: kind,
      before: null,
      after: operator === undefined ? counts : { ...counts, operator },
    });
  }
}

/** Runs one upsert per row; each answers a row when it inserted or updated, none when unchanged. */
export async function countUpserts<T>(
  rows: T[],
  upsert: (row: T) => Promise<{ inserted: boolean }[]>,
): Promise<UpsertCounts> {
  let inserted = 0;
  let updated = 0;
  for (const row of rows) {
    const [result] = await upsert(row);
    if (result?.inserted) inserted++;
    else if (result) updated++;
  }
  return { inserted, updated, unchanged: rows.length - inserted - updated };
}
