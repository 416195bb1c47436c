import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError, checkDumpChecksum, writeAtomically } from './backup-files.ts';

/**
 * libpq takes the URL as --dbname, without its password: that goes in PGPASSWORD, where `ps` does
 * not show it to the machine's other users.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a PostgreSQL client program; its error output becomes the BackupError's message. */
function runClientProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client programs (the server's major version or newer).`
            : `${program}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupError(`${program} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}

/**
 * Dumps the database in pg_dump's custom format (-Fc: compressed, restored selectively and in
 * parallel by pg_restore), every schema: the app's, drizzle's migrations and pg-boss's queue.
 * pg_dump reads one snapshot, so the servers may keep running. Answers the file's size.
 */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  const { dbname, env } = connectionOf(url);
  await writeAtomically(file, async (partial) => {
    await runClientProgram(
      'pg_dump',
      // The UNLOGGED rate-limit counters' rows are a minute's state, not data to keep.
      ['--format=custom', '--no-unlogged-table-data', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
  });
  return fs.statSync(file).size;
}

/** The tables outside PostgreSQL's own schemas: a database with any is not empty. */
async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_catalog.pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dumpPostgres file. A database with tables is kept unless `force`, which drops the
 * dump's objects first (--clean --if-exists). All in one transaction: a truncated or damaged file
 * fails the restore and leaves the database as it was. Objects are owned by the restoring role
 * (--no-owner) and the dump's grants are left out (--no-privileges): the roles of the server the
 * dump came from need not exist here. Answers the number of tables there were before.
 */
export async function restorePostgres(
  url: string,
  file: string,
  { force }: { force: boolean },
): Promise<number> {
  checkDumpChecksum(file);
  const { dbname, env } = connectionOf(url);
  // The table of contents first: a file that is no pg_dump archive is refused before connecting.
  await runClientProgram('pg_restore', ['--list', file], env).catch((error: unknown) => {
    throw new BackupError(
      `${file} is not a whole pg_dump archive (${(error as Error).message}); nothing was changed.`,
    );
  });
  const tablesBefore = await countTables(url);
  if (tablesBefore > 0 && !force) {
    throw new BackupError(
      `The database holds ${tablesBefore} tables; nothing was changed. Restore into an empty database, or add --force to replace its contents.`,
    );
  }
  await runClientProgram(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(tablesBefore > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  ).catch((error: unknown) => {
    throw new BackupError(
      `${(error as Error).message}\nThe restore was rolled back; nothing was changed.`,
    );
  });
  return tablesBefore;
}
