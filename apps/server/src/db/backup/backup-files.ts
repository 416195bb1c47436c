import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A backup or restore that was refused or failed, with the message the operator reads. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The checksum file beside a dump, in sha256sum's format (`sha256sum -c` checks it too). */
const checksumFileOf = (file: string) => `${file}.sha256`;

const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * Writes a dump under a temporary name and renames it when whole, so an interrupted or failed dump
 * never leaves a file that looks like a backup; then its checksum file, because pg_dump's archive
 * has no checksum of its own and a changed byte in it can restore without an error. An existing
 * file is never overwritten.
 */
export async function writeAtomically(
  file: string,
  write: (partialFile: string) => Promise<void>,
): Promise<void> {
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; choose another file.`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
    fs.writeFileSync(checksumFileOf(file), `${sha256Of(file)}  ${path.basename(file)}\n`);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Checks a dump against its checksum file when there is one (a dump made by pg_dump by hand has
 * none); a mismatch refuses the restore before anything is touched.
 */
export function checkDumpChecksum(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`No file ${file}`);
  const checksumFile = checksumFileOf(file);
  if (!fs.existsSync(checksumFile)) return;
  const expected = fs.readFileSync(checksumFile, 'utf8').split(/\s/)[0];
  if (sha256Of(file) !== expected) {
    throw new BackupError(
      `${file} does not match its checksum (${checksumFile}): the file was damaged or cut short since the dump; nothing was changed.`,
    );
  }
}
