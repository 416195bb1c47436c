import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (never includes a password). */
  description: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const handle =
    location.kind === 'postgres'
      ? openPostgres(location.url)
      : await openPglite(location.kind === 'pglite' ? location.dataDir : null);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migrateNodePg(handle.db as Parameters<typeof migrateNodePg>[0], config);
  } else {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
  }
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const safeUrl = new URL(url);
  safeUrl.password = '';
  return {
    db: drizzleNodePg(pool, { schema, casing: 'snake_case' }),
    kind: 'postgres',
    description: `PostgreSQL ${safeUrl.host}${safeUrl.pathname}`,
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let releaseLock = () => undefined as void;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : 'memory://');
    return {
      db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database,
      kind: 'pglite',
      description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite has no cross-process lock: two processes on one directory both open it and writes are
 * silently lost. A lock file holding our pid refuses the second process; a stale one is taken over.
 */
function acquireDirectoryLock(dataDir: string): () => void {
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

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
