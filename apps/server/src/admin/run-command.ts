import type { FieldIssue } from '@kizuki/shared';
import { EnvError, loadEnv } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { AppError } from '../plugins/errors.ts';
import { databaseLocationOf } from '../start.ts';

/**
 * What the command line prints of an error: a refusal's issues by their messages (the API's
 * client reads their fields; here there is no form to point at), otherwise its message.
 */
function messageOf(error: unknown): unknown {
  if (error instanceof AppError && Array.isArray(error.details) && error.details.length > 0) {
    return (error.details as FieldIssue[]).map((issue) => issue.message).join('\n');
  }
  return error instanceof EnvError || error instanceof Error ? error.message : error;
}

/**
 * Runs a command line's `main` with the process's arguments and exits with its code; an error
 * prints its message (not a stack) and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(messageOf(error));
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
