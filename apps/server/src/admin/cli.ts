import fs from 'node:fs';
import { EnvError, loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { databaseLocationOf } from '../start.ts';
import { IMPORT_KINDS, importCsv, type ImportKind } from './import.ts';

const USAGE = `Usage: npm run admin -- import <kind> <file.csv>
  kinds: ${IMPORT_KINDS.join(', ')}
  Sample files: docs/import-samples/<kind>.csv`;

/** The admin command line: `npm run admin -- import users people.csv`. */
async function main(args: string[]): Promise<number> {
  const [command, kind, file] = args;
  if (command !== 'import' || !kind || !file) {
    console.error(USAGE);
    return 2;
  }
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    console.error(`Unknown kind "${kind}".\n${USAGE}`);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`No file ${file}`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseLocationOf(env));
  try {
    const outcome = await importCsv(database.db, kind as ImportKind, fs.readFileSync(file, 'utf8'));
    if (!outcome.ok) {
      console.error(`${file}: nothing was imported, because:`);
      for (const error of outcome.errors) console.error(`  line ${error.line}: ${error.message}`);
      return 1;
    }
    const { inserted, updated, unchanged } = outcome.counts;
    console.log(`${kind}: ${inserted} inserted, ${updated} updated, ${unchanged} unchanged`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
