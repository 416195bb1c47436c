import type { BusinessUnit, ImportKind, ImportLineError } from '@kizuki/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { UpsertCounts } from '../../modules/master-data/master-data.repository.ts';
import { changesOf, countsOf, type RowChange } from './changes.ts';
import { checkFile } from './check-file.ts';
import { auditImport } from './import-audit.ts';
import type { Problem } from './problems.ts';

/** One line of a kind's file by column, as the file has it (and as the export writes it). */
export type Line = Record<string, string>;

/** The most changes an outcome lists (the counts count them all; the audit trail has each). */
const MAX_LISTED_CHANGES = 200;

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
  /** Check, and say what would change (the counts, each change): nothing is written. */
  dryRun?: boolean;
  /**
   * The unit an import from the screen is limited to (the admin's): a line of another unit, or one
   * that would move a person of another unit, is refused. The command line imports every unit.
   */
  unit?: BusinessUnit | undefined;
}

/** What every importer reads for a file: the stored lines of the file's keys, as `read` has them. */
export interface StoredLines {
  lines: Map<string, Line>;
}

/**
 * One kind of import file: how a line is read, what makes two lines the same, what must exist in
 * the database, and how the rows are written. `Context` is what checking and writing read from the
 * database for a file, set-wise (a few statements per chunk of lines, never one per line).
 */
export interface Importer<Row extends { unit: BusinessUnit }, Context extends StoredLines> {
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
  /**
   * Reads what checking and writing the rows need, with the stored lines of their keys: read once
   * before the rows are checked, and again inside the transaction that writes them.
   */
  prepare(db: Database, rows: Row[]): Promise<Context>;
  /** What is wrong with a well-formed row against the database (none when fine). */
  check?(row: Row, context: Context): Problem[];
  /**
   * What an import from the screen (limited to `unit`) may not do with a row: a person registered
   * in another unit, a change the screen makes elsewhere under its own rules.
   */
  refuseOnScreen?(row: Row, unit: BusinessUnit, context: Context): Problem[];
  /** The row's line as `read` will answer it once the row is written (`context`: what is stored). */
  lineAfter(row: Row, context: Context): Line;
  /**
   * Writes the rows that change something, in the caller's transaction, a chunk of rows per
   * statement; answers the keys of the rows it did change. `onlyUnit`: an import from the screen;
   * `actorUserId`: who imports, for what the write does beyond its rows (a hand-over of tasks).
   */
  write(
    tx: Database,
    rows: Row[],
    context: Context,
    scope: { onlyUnit?: BusinessUnit | undefined; actorUserId: number | null },
  ): Promise<Set<string>>;
  /**
   * What is stored of a unit, as lines of this kind's file (its columns, in its order): the export,
   * and the before of each line an import changes.
   */
  read(db: Database, unit: BusinessUnit): Promise<Line[]>;
}

/**
 * Imports one CSV file with its importer: every line is checked first, outside any transaction,
 * and a file with any bad line is refused whole with a report naming each, in line order. A dry
 * run answers what would change from what the check read, and writes nothing. A good file is
 * written in one transaction, which reads the stored lines of the file's keys again, writes the
 * lines that change, a chunk per statement, and their audit rows: a few statements per chunk of
 * lines, so the transaction is short. Between chunks the event loop serves other requests (on
 * PGlite, whose one connection the transaction holds, those needing the database wait for it).
 */
export async function runImport<Row extends { unit: BusinessUnit }, Context extends StoredLines>(
  db: Database,
  importer: Importer<Row, Context>,
  csv: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const checked = await checkFile(db, importer, csv, options);
  if (!checked.ok) return checked;
  const { rows, lines, context } = checked;
  if (options.dryRun) {
    const changes = await changesOf(importer, rows, lines, context);
    return listed({ counts: countsOf(rows.length, changes), changes });
  }
  const units = [...new Set(rows.map((row) => row.unit))];
  const outcome = await db.transaction(async (tx) => {
    const current = await importer.prepare(tx, rows);
    const wanted = await changesOf(importer, rows, lines, current);
    const changedRows = wanted.map((change) => rows[change.index]!);
    const written = await importer.write(tx, changedRows, current, {
      onlyUnit: options.unit,
      actorUserId: options.actorUserId,
    });
    const changes = wanted.filter((change) => written.has(change.key));
    const counts = countsOf(rows.length, changes);
    await auditImport(tx, importer.kind, units, counts, changes, options);
    return { counts, changes };
  });
  return listed(outcome);
}

function listed({ counts, changes }: { counts: UpsertCounts; changes: RowChange[] }) {
  return {
    ok: true as const,
    counts,
    changes: changes
      .slice(0, MAX_LISTED_CHANGES)
      .map(({ line, key, before, after }) => ({ line, key, before, after })),
  };
}
