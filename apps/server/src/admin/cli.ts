import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { runCommand, withConfiguredDatabase } from './run-command.ts';
import { IMPORT_KINDS, importCsv, type ImportKind } from './import.ts';

const USAGE = `Usage: npm run admin -- import <kind> <file.csv> --operator <admin e-mail> [--dry-run]
  kinds: ${IMPORT_KINDS.join(', ')}
  --operator  who imports (an e-mail or a name): the audit trail names them, as the user of that
              e-mail when there is one
  --dry-run   check the file and say what would change, changing nothing
  Sample files: docs/import-samples/<kind>.csv`;

/** The admin command line: `npm run admin -- import users people.csv --operator hq@…`. */
async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { operator: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, kind, file] = parsed.positionals;
  const operator = parsed.values.operator?.trim();
  if (command !== 'import' || !kind || !file || !operator || operator.length > 200) {
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
    // Every admin change names its actor (issue 20): the operator as written, and their user
    // when they are registered (the first import of an installation comes before anyone is):
    // the registration they sign in as, where they have several (issue 41).
    const actor = await createUsersRepository(database.db).findByEmail(operator);
    const dryRun = parsed.values['dry-run'];
    const outcome = await importCsv(
      database.db,
      kind as ImportKind,
      fs.readFileSync(file, 'utf8'),
      { actorUserId: actor?.id ?? null, operator, dryRun },
    );
    if (!outcome.ok) {
      console.error(`${file}: nothing was imported, because:`);
      for (const error of outcome.errors) console.error(`  line ${error.line}: ${error.message}`);
      return 1;
    }
    const { inserted, updated, unchanged } = outcome.counts;
    const verb = dryRun ? 'would be' : '';
    console.log(
      `${kind}: ${inserted} ${verb} inserted, ${updated} ${verb} updated, ${unchanged} unchanged${dryRun ? ' (dry run: nothing changed)' : ''}`.replace(
        /\s+/g,
        ' ',
      ),
    );
    return 0;
  });
}

runCommand(main);
