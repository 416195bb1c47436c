import {
  COLLECTIONS,
  IMPORT_KINDS,
  type BusinessUnit,
  type Collection,
  type ImportKind,
} from '@kizuki/shared';
import type { Database } from '../db/database.ts';
import {
  runImport,
  type Importer,
  type ImportOptions,
  type ImportOutcome,
  type StoredLines,
} from './import/importer.ts';
import { masterDataImporter } from './import/master-data.importer.ts';
import { organizationsImporter } from './import/organizations.importer.ts';
import { usersImporter } from './import/users.importer.ts';

export type { ImportOptions, ImportOutcome } from './import/importer.ts';

export { IMPORT_KINDS, type ImportKind } from '@kizuki/shared';

/** An importer with its row type put away, so that one table holds every kind. */
interface RegisteredImporter {
  columns: readonly string[];
  run(db: Database, csv: string, options: ImportOptions): Promise<ImportOutcome>;
  read(db: Database, unit: BusinessUnit): Promise<Record<string, string>[]>;
}

function registered<Row extends { unit: BusinessUnit }, Context extends StoredLines>(
  importer: Importer<Row, Context>,
): RegisteredImporter {
  return {
    columns: importer.columns,
    run: (db, csv, options) => runImport(db, importer, csv, options),
    read: (db, unit) => importer.read(db, unit),
  };
}

/** Every kind of import file and its importer (admin/import/): a new kind is one entry here. */
const IMPORTERS: Record<ImportKind, RegisteredImporter> = {
  users: registered(usersImporter),
  organizations: registered(organizationsImporter),
  ...(Object.fromEntries(
    COLLECTIONS.map((collection) => [collection, registered(masterDataImporter(collection))]),
  ) as Record<Collection, RegisteredImporter>),
};

/** The columns each kind's file has, in the order of the sample files. */
export const COLUMNS = Object.fromEntries(
  IMPORT_KINDS.map((kind) => [kind, [...IMPORTERS[kind].columns]]),
) as Record<ImportKind, string[]>;

/**
 * Imports one CSV file of one kind: every line is checked first, and a file with any bad line is
 * refused whole with a report naming each; a good file is applied in one transaction, where a row
 * equal to what is stored changes nothing, with audit rows naming the importing admin. A dry run
 * answers the same counts and changes nothing. Checked and written set-wise (import/importer.ts):
 * a few statements per chunk of lines, never one per line.
 */
export function importCsv(
  db: Database,
  kind: ImportKind,
  csv: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  return IMPORTERS[kind].run(db, csv, options);
}

/** What is stored of a unit of one kind, as the lines of its import file (the export, issue 20). */
export function readStoredLines(
  db: Database,
  kind: ImportKind,
  unit: BusinessUnit,
): Promise<Record<string, string>[]> {
  return IMPORTERS[kind].read(db, unit);
}
