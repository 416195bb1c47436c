import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv, resolveDataDir, type Env } from '../../config/env.ts';
import { BackupError } from './backup-files.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';
import { formatDrillReport, runRestoreDrill } from './restore-drill.ts';

const BACKUP_USAGE = `Usage:
  npm run db:dump [-- <file>]             write a dump (default: kizuki-<date>-<time>.tar.gz, or .dump on PostgreSQL)
  npm run db:restore -- <file> [--force]  restore a dump; --force replaces a database that is not empty
  npm run db:drill                        dump, wipe, restore and compare on a scratch database
The database is the one npm start uses: DATABASE_URL when set, else the embedded PGlite in DATA_DIR.`;

interface Output {
  log(line: string): void;
  error(line: string): void;
}

const timestamp = (now: Date) =>
  now.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');

/**
 * A file name as the operator typed it: relative to the folder `npm run` was started in (npm runs
 * scripts in the repository's root).
 */
const operatorPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** `db:dump`, `db:restore` and `db:drill`; answers the exit code (2: bad arguments). */
export async function runBackupCommand(
  args: string[],
  output: Output = console,
  env: Env = loadEnv(),
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
  } catch (error) {
    output.error(`${(error as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  const [command, file, ...extra] = parsed.positionals;
  const { force } = parsed.values;
  const usage = (problem: string) => {
    output.error(`${problem}\n${BACKUP_USAGE}`);
    return 2;
  };
  if (extra.length > 0) return usage(`Unexpected arguments: ${extra.join(' ')}`);
  const where = env.DATABASE_URL
    ? `PostgreSQL ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
    : `the embedded database in ${resolveDataDir(env)}`;
  try {
    switch (command) {
      case 'dump': {
        if (force) return usage('db:dump takes no --force: it never overwrites a file.');
        const target = operatorPath(
          file ?? `kizuki-${timestamp(new Date())}.${env.DATABASE_URL ? 'dump' : 'tar.gz'}`,
        );
        const bytes = env.DATABASE_URL
          ? await dumpPostgres(env.DATABASE_URL, target)
          : await dumpPglite(resolveDataDir(env), target);
        output.log(`Dumped ${where} to ${target} (${bytes} bytes).`);
        return 0;
      }
      case 'restore': {
        if (!file) return usage('db:restore needs the dump file.');
        const source = operatorPath(file);
        if (env.DATABASE_URL) {
          const tablesBefore = await restorePostgres(env.DATABASE_URL, source, { force });
          output.log(
            `Restored ${source} into ${where}${tablesBefore > 0 ? `, replacing the ${tablesBefore} tables' contents it had` : ''}.`,
          );
        } else {
          const { replaced } = await restorePglite(resolveDataDir(env), source, { force });
          output.log(
            `Restored ${source} into ${where}${replaced ? ', replacing the database it held' : ''}.`,
          );
        }
        output.log('The server brings the schema up to date (migrations) when it starts.');
        return 0;
      }
      case 'drill': {
        if (file || force) return usage('db:drill takes no arguments.');
        const report = await runRestoreDrill({ postgresServerUrl: env.DATABASE_URL });
        output.log(formatDrillReport(report));
        return report.differences.length === 0 ? 0 : 1;
      }
      default:
        return usage(command ? `Unknown command "${command}".` : 'Which command?');
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    output.error(error.message);
    return 1;
  }
}
