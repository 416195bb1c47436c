import type { BusinessUnit, ImportKind, ImportLineError } from '@kizuki/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { appendAudit } from '../../modules/audit/audit.repository.ts';
import type { UpsertCounts } from '../../modules/master-data/master-data.repository.ts';
import { readCsv } from './csv.ts';
import { atLine, problem, problemOfIssue, type Problem } from './problems.ts';

/** One line that changes what is stored: its fields before (null: new) and after, as the file has them. */
export interface RowChange {
  line: number;
  key: string;
  before: Record<string, string> | null;
  after: Record<string, string>;
}

/** The most changes an outcome lists (the counts count them all; the audit trail has each). */
export const MAX_LISTED_CHANGES = 200;

export type ImportOutcome =
  | { ok: true; counts: UpsertCounts; changes: RowChange[] }
  | { ok: false; errors: ImportLineError[] };

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
  /**
   * The unit an import from the screen is limited to (the admin's): a line of another unit, or one
   * that would move a person of another unit, is refused. The command line imports every unit.
   */
  unit?: BusinessUnit | undefined;
}

/** Thrown inside a dry run's transaction, so that it rolls back with its counts. */
class DryRunDone extends Error {
  constructor(readonly outcome: { counts: UpsertCounts; changes: RowChange[] }) {
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
  kind: ImportKind;
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
  /** What is wrong with a well-formed row against the database (none when fine). */
  check?(row: Row, context: Context): Problem[];
  /**
   * Writes the rows in the caller's transaction; a row equal to what is stored changes nothing.
   * `onlyUnit`: an import from the screen, which never moves anything from one unit to another.
   */
  upsert(
    tx: Database,
    rows: Row[],
    context: Context,
    scope: { onlyUnit?: BusinessUnit | undefined },
  ): Promise<UpsertCounts>;
  /**
   * What is stored of a unit, as lines of this kind's file (its columns, in its order): the export,
   * and the before and after of each line an import changes.
   */
  read(db: Database, unit: BusinessUnit): Promise<Record<string, string>[]>;
  /**
   * What an import from the screen (limited to `unit`) may not do with a row, by the row's key: a
   * person registered in another unit, a change the screen makes elsewhere under its own rules.
   */
  refuseOnScreen?(db: Database, rows: Row[], unit: BusinessUnit): Promise<Map<string, Problem[]>>;
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
  // An empty file is a mistake (the wrong file, a failed save), not "nothing to change": a file
  // with only its header row is the one that says that.
  if (csv.replace(/^\uFEFF/, '').trim() === '') {
    return { ok: false, errors: [atLine(1, problem(null, 'empty'))] };
  }
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
      errors: [atLine(1, problem(null, 'missingColumns', { columns: missingColumns.join(', ') }))],
    };
  }

  const context = await importer.prepare(db);
  const firstLineOf = new Map<string, number>();
  const lineErrors: ImportLineError[] = [];
  const rows: Row[] = [];
  /** The file's line of each row, for the report. */
  const lines: number[] = [];
  records.forEach((record, index) => {
    const line = lineOf(index);
    const parsed = importer.rowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        lineErrors.push(atLine(line, problemOfIssue(issue, record)));
      }
      // From the screen, a line of another unit says so too, whatever else is wrong with it.
      const unitIsWrong = parsed.error.issues.some((issue) => issue.path[0] === 'unit');
      if (options.unit !== undefined && !unitIsWrong && record.unit !== options.unit) {
        lineErrors.push(atLine(line, problem('unit', 'otherUnit', { unit: options.unit })));
      }
      return;
    }
    const key = importer.keyOf(parsed.data);
    const first = firstLineOf.get(key);
    if (first !== undefined)
      lineErrors.push(atLine(line, problem(null, 'duplicateLine', { first })));
    else firstLineOf.set(key, line);
    for (const found of importer.check?.(parsed.data, context) ?? []) {
      lineErrors.push(atLine(line, found));
    }
    rows.push(parsed.data);
    lines.push(line);
  });
  if (options.unit !== undefined) {
    const unit = options.unit;
    const refused =
      (await importer.refuseOnScreen?.(db, rows, unit)) ?? new Map<string, Problem[]>();
    rows.forEach((row, index) => {
      const line = lines[index]!;
      const refusal = refused.get(importer.keyOf(row));
      if (row.unit !== unit) {
        lineErrors.push(atLine(line, problem('unit', 'otherUnit', { unit })));
      } else {
        for (const found of refusal ?? []) lineErrors.push(atLine(line, found));
      }
    });
  }
  if (lineErrors.length > 0) {
    return { ok: false, errors: lineErrors.sort((a, b) => a.line - b.line) };
  }
  const units = [...new Set(rows.map((row) => row.unit))];
  const outcome = await db
    .transaction(async (tx) => {
      const before = await storedLines(tx, importer, units);
      const counts = await importer.upsert(tx, rows, context, { onlyUnit: options.unit });
      const after = await storedLines(tx, importer, units);
      const changes = rows.flatMap((row, index): RowChange[] => {
        const key = importer.keyOf(row);
        const was = before.get(key) ?? null;
        const now = after.get(key);
        return now && JSON.stringify(was) !== JSON.stringify(now)
          ? [{ line: lines[index]!, key, before: was, after: now }]
          : [];
      });
      if (options.dryRun) throw new DryRunDone({ counts, changes });
      await auditImport(tx, importer.kind, units, counts, changes, options);
      return { counts, changes };
    })
    .catch((error: unknown) => {
      if (error instanceof DryRunDone) return error.outcome;
      throw error;
    });
  return {
    ok: true,
    counts: outcome.counts,
    changes: outcome.changes.slice(0, MAX_LISTED_CHANGES),
  };
}

/** The stored lines of the units, by their key: what an import's changes are measured against. */
async function storedLines<Row extends { unit: BusinessUnit }, Context>(
  db: Database,
  importer: Importer<Row, Context>,
  units: BusinessUnit[],
): Promise<Map<string, Record<string, string>>> {
  const lines = new Map<string, Record<string, string>>();
  for (const unit of units) {
    for (const line of await importer.read(db, unit)) {
      const parsed = importer.rowSchema.safeParse(line);
      if (parsed.success) lines.set(importer.keyOf(parsed.data), line);
    }
  }
  return lines;
}

/**
 * PRODUCT.md: every admin change goes into the audit trail: per unit one row with the counts, and
 * one row per changed line with its before and after (issue 20), all by the importing admin.
 */
async function auditImport(
  db: Database,
  kind: ImportKind,
  units: BusinessUnit[],
  counts: UpsertCounts,
  changes: RowChange[],
  { actorUserId, operator }: ImportOptions,
) {
  if (counts.inserted + counts.updated === 0) return;
  const by = operator === undefined ? {} : { operator };
  for (const unit of units) {
    const ofUnit = changes.filter((change) => change.after.unit === unit);
    if (ofUnit.length === 0) continue;
    await appendAudit(db, {
      unit,
      actorUserId,
      action: `admin.import.${kind}`,
      objectType: 'import',
      objectId: kind,
      before: null,
      after: { ...counts, ...by },
    });
    for (const change of ofUnit) {
      await appendAudit(db, {
        unit,
        actorUserId,
        action: `admin.import.${kind}.line`,
        objectType: 'import',
        objectId: kind,
        before: change.before,
        after: { ...change.after, ...by },
      });
    }
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
