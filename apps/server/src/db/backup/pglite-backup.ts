import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirectoryLock, DataDirLockedError, pgliteDirectoryOf } from '../database.ts';
import { BackupError, checkDumpChecksum, writeAtomically } from './backup-files.ts';

/**
 * Runs `use` holding DATA_DIR's lock: PGlite is one process, and a second one opening the files of
 * a running server would corrupt them, so a dump or restore while `npm start` runs is refused.
 */
async function withDataDirLocked<T>(dataDir: string, use: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = acquireDirectoryLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nThe embedded database can be read by one process at a time: stop the server, run the command again, then start the server.`,
    );
  }
  try {
    return await use();
  } finally {
    release();
  }
}

const hasDatabase = (directory: string) => fs.existsSync(path.join(directory, 'PG_VERSION'));

/**
 * Writes the embedded database under DATA_DIR to `file`, a gzipped tarball of its data directory
 * (PGlite's dumpDataDir), taken between two statements after a checkpoint. Refused while a server
 * holds DATA_DIR. Answers the file's size in bytes.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<number> {
  const directory = pgliteDirectoryOf(dataDir);
  const noDatabase = () =>
    new BackupError(`There is no database in ${directory} (DATA_DIR) to dump.`);
  if (!fs.existsSync(dataDir)) throw noDatabase();
  // The lock first: while the server runs, that is what the operator needs to hear.
  return withDataDirLocked(dataDir, async () => {
    if (!hasDatabase(directory)) throw noDatabase();
    const client = await PGlite.create(directory);
    try {
      // The tarball holds the write-ahead log too, so it is consistent without this; after a
      // checkpoint a restore has nothing to replay.
      await client.exec('CHECKPOINT');
      const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      await writeAtomically(file, (partial) => fs.promises.writeFile(partial, tarball));
      return tarball.length;
    } finally {
      await client.close();
    }
  });
}

export interface PgliteRestoreOutcome {
  /** Whether a database was there before and was replaced (only with `force`). */
  replaced: boolean;
  directory: string;
}

/**
 * Restores a dumpPglite file into DATA_DIR. A database already there is kept unless `force`. The
 * dump is checked (gzip's checksum, every tar entry whole, a PostgreSQL data directory inside),
 * loaded into a directory beside the target and opened there; only then does it take the target's
 * place, so a bad file leaves the target as it was.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  { force }: { force: boolean },
): Promise<PgliteRestoreOutcome> {
  const tarball = readCheckedDump(file);
  const directory = pgliteDirectoryOf(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  return withDataDirLocked(dataDir, async () => {
    const replaced = hasDatabase(directory);
    if (replaced && !force) {
      throw new BackupError(
        `${directory} already holds a database; nothing was changed. Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    }
    const staging = `${directory}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      await loadAndOpen(staging, tarball, file);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const previous = `${directory}.replaced`;
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(directory)) fs.renameSync(directory, previous);
    fs.renameSync(staging, directory);
    fs.rmSync(previous, { recursive: true, force: true });
    return { replaced, directory };
  });
}

async function loadAndOpen(staging: string, tarball: Buffer, file: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(staging, { loadDataDir: new Blob([tarball]) });
    await client.query('SELECT count(*) FROM pg_catalog.pg_class');
  } catch (error) {
    throw new BackupError(
      `${file} could not be restored (${(error as Error).message}); nothing was changed.`,
    );
  } finally {
    await client?.close().catch(() => undefined);
  }
}

/** The gunzipped tar's header block: a name, then the entry's size in octal at 124. */
const TAR_BLOCK = 512;

/**
 * Reads a dump and checks it whole before anything is touched: gzip's length and CRC catch a
 * truncated or damaged file, and every tar entry must fit in what is left. Answers the file.
 */
function readCheckedDump(file: string): Buffer {
  checkDumpChecksum(file);
  const compressed = fs.readFileSync(file);
  const notADump = (why: string) =>
    new BackupError(
      `${file} is not a whole dump of the embedded database (${why}); nothing was changed.`,
    );
  let tar: Buffer;
  try {
    tar = gunzipSync(compressed);
  } catch (error) {
    throw notADump((error as Error).message);
  }
  let offset = 0;
  let hasVersion = false;
  while (offset + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(
      header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0',
      8,
    );
    if (!Number.isFinite(size)) throw notADump(`a damaged entry header at byte ${offset}`);
    offset += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (offset > tar.length) throw notADump(`${name} is cut short`);
    if (/(^|\/)PG_VERSION$/.test(name) && !name.includes('/base/')) hasVersion = true;
  }
  if (!hasVersion) throw notADump('no PostgreSQL data directory inside');
  return compressed;
}
