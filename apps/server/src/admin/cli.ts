import fs from 'node:fs';
import { runCommand, withConfiguredDatabase } from './run-command.ts';
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
  return withConfiguredDatabase(async (database) => {
    const outcome = await importCsv(database.db, kind as ImportKind, fs.readFileSync(file, 'utf8'));
    if (!outcome.ok) {
      console.error(`${file}: nothing was imported, because:`);
      for (const error of outcome.errors) console.error(`  line ${error.line}: ${error.message}`);
      return 1;
    }
    const { inserted, updated, unchanged } = outcome.counts;
    console.log(`${kind}: ${inserted} inserted, ${updated} updated, ${unchanged} unchanged`);
    return 0;
  });
}

runCommand(main);
