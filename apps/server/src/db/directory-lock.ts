import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite has no cross-process lock: two processes on one directory both open it and writes are
 * silently lost. A lock file holding our pid refuses the second process; a stale one is taken over.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'kizuki.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `${dataDir} is in use by another Kizuki process (pid ${holder}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

/** Whether a process of this machine lives (EPERM: it does, as another user's). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
