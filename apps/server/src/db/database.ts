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
import { acquireDirectoryLock } from './directory-lock.ts';
import * as schema from './schema.ts';

export { acquireDirectoryLock, DataDirLockedError } from './directory-lock.ts';

type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (never includes a password). */
  description: string;
  /**
   * Subscribes to a NOTIFY channel: `onMessage` for each payload, `onListening(false)` whenever
   * messages may be missed (the connection is lost; it reconnects by itself) and `true` once they
   * arrive again.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<{ stop(): Promise<void> }>;
  /**
   * One SQL text outside Drizzle, for libraries that bring their own SQL (pg-boss): with values,
   * one parameterized statement; without, a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The connections in use and waiting, for the metrics; PGlite has one connection and no queue. */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

interface PoolUse {
  max: number;
  total: number;
  /** null where the driver does not say (PGlite). */
  idle: number | null;
  waiting: number | null;
}

/** How long closing waits for the pool's connections to end. */
const CLOSE_DEADLINE_MS = 5_000;

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). When it drops,
 * the caller hears `false` and the connection is made again until it succeeds.
 */
function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = null;
    onListening(false);
    failed.removeAllListeners();
    failed.on('error', () => undefined);
    void failed.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (!stopped) onListening(true);
    } catch {
      lost(next);
    }
  };
  return connect().then(() => ({
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  }));
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

let latestCommitted: number | undefined;

/**
 * The `when` of the newest committed migration, as drizzle's migrator records it (created_at):
 * read from the journal once per process, since /api/ready asks on every probe.
 */
function latestCommittedMigration(): number {
  latestCommitted ??= Math.max(
    ...(
      JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { when: number }[] }
    ).entries.map((entry) => entry.when),
  );
  return latestCommitted;
}

/**
 * Whether the database has the newest committed migration: a process started from newer code on a
 * database another process has not migrated yet (or a restore of an older dump) is not ready.
 */
export async function latestMigrationApplied(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = await handle.executeSql(
    'select max(created_at) as latest from drizzle.__drizzle_migrations',
  );
  const latest = Number((rows[0] as { latest: unknown } | undefined)?.latest ?? 0);
  return latest >= latestCommittedMigration();
}

export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      /** Connections of this process's pool (DATABASE_POOL_MAX); 10 when not given. */
      poolMax?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; starting as a copy of another PGlite database's dump (dumpDataDir) when given. */
  | { kind: 'pglite-memory'; copyOf?: Blob };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const handle = await connectDatabase(location);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Opens the database as it is, migrating nothing: for the backup commands and the restore drill,
 * which must see (and dump) what is there rather than what the code would make of it.
 */
export async function connectDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres'
    ? openPostgres(location.url, location.poolMax)
    : await openPglite(
        location.kind === 'pglite' ? location.dataDir : null,
        location.kind === 'pglite-memory' ? location.copyOf : undefined,
      );
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migrateNodePg(handle.db as Parameters<typeof migrateNodePg>[0], config);
  } else {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
  }
}

/** How many times a transaction runs when PostgreSQL chose it to end a deadlock. */
const DEADLOCK_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code === '40P01' || (cause !== undefined && isDeadlock(cause));
}

/**
 * PostgreSQL ends a deadlock by failing one of the transactions (40P01), whose writes are all
 * undone: it is run again, up to DEADLOCK_ATTEMPTS times. Two writes can meet so through the
 * insights' rollups (a quote published while its post is reacted to: each holds one lock the
 * other needs). A transaction here is a database write only (jobs and announcements commit with
 * it), so running it again is safe.
 */
export function retryingDeadlocks<T extends (...args: never[]) => Promise<unknown>>(
  transaction: T,
): T {
  return (async (...args: Parameters<T>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      }
    }
  }) as T;
}

/** Connections of one process's pool, unless DATABASE_POOL_MAX says otherwise. */
const DEFAULT_POOL_MAX = 10;

function openPostgres(url: string, poolMax = DEFAULT_POOL_MAX): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // A client losing its server must not crash the process: idle in the pool (the pool's 'error'),
  // or checked out between two statements of a transaction (its own 'error', which nobody else
  // listens to). The statement that needed it fails instead (503), and the next one reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const safeUrl = new URL(url);
  safeUrl.password = '';
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  db.transaction = retryingDeadlocks(db.transaction.bind(db));
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${safeUrl.host}${safeUrl.pathname}`,
    listen: (channel, onMessage, onListening) =>
      listenPostgres(url, channel, onMessage, onListening),
    executeSql: (text, values) => pool.query(text, values),
    poolUse: () => ({
      max: poolMax,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // Bounded: seen once in the fault test, a connection that a database crash left behind kept
    // pool.end() waiting for ever; a server shutting down must not hang on it.
    close: () =>
      new Promise<void>((resolve) => {
        const deadline = setTimeout(resolve, CLOSE_DEADLINE_MS);
        deadline.unref();
        void pool.end().finally(() => {
          clearTimeout(deadline);
          resolve();
        });
      }),
  };
}

async function openPglite(dataDir: string | null, copyOf?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => undefined as void;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  try {
    const client = copyOf
      ? await PGlite.create({ loadDataDir: copyOf })
      : await PGlite.create(dataDir ? pgliteDirectoryOf(dataDir) : 'memory://');
    return {
      db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database,
      kind: 'pglite',
      description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
      // One process owns a PGlite database, so its notifications reach every listener.
      async listen(channel, onMessage, onListening) {
        const unlisten = await client.listen(channel, onMessage);
        onListening(true);
        return { stop: () => unlisten() };
      },
      // PGlite's query() takes one statement; exec() takes a script and answers each statement.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
      poolUse: () => ({ max: 1, total: 1, idle: null, waiting: null }),
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

/** Where PGlite keeps its files under DATA_DIR (beside the lock file and the dev identity keys). */
export function pgliteDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}
