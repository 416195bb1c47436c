import { EnvError, loadEnv } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { databaseLocationOf } from '../start.ts';

/**
 * Runs a command line's `main` with the process's arguments and exits with its code; an error
 * prints its message (not a stack) and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/** Opens the database the environment names (DATABASE_URL or DATA_DIR), uses it, closes it. */
export async function withConfiguredDatabase<T>(
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(databaseLocationOf(loadEnv()));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
