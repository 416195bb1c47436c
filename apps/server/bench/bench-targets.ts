import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { loadScalePosts } from './scale/scale-posts.ts';
import { users } from '../src/db/schema.ts';
import { addNotifications, addTasks } from '../src/test/fixtures.ts';

/** Where the benchmark's embedded databases live (under the ignored data/ folder). */
const BENCH_DATA_DIR = fileURLToPath(new URL('../../../data/bench/', import.meta.url));

export interface BenchTarget {
  /** pglite or postgres: the key of its table in docs/performance.md. */
  key: 'pglite' | 'postgres';
  label: string;
  /** The PostgreSQL database's address, for more server processes on it (scale-out). */
  databaseUrl?: string;
  open(): Promise<DatabaseHandle>;
}

/** PGlite in a folder of its own, kept between runs so a load is reused. */
export function pgliteTarget(name: string): BenchTarget {
  return {
    key: 'pglite',
    label: 'PGlite (embedded)',
    open: () => openDatabase({ kind: 'pglite', dataDir: `${BENCH_DATA_DIR}${name}` }),
  };
}

/**
 * A database of its own on the PostgreSQL server `serverUrl` names, created on the first run (with
 * PGlite's encoding and character type) and kept, so a load of a million posts is reused.
 */
export function postgresTarget(serverUrl: string, name: string): BenchTarget {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    key: 'postgres',
    label: `PostgreSQL (${url.host})`,
    databaseUrl: url.toString(),
    async open() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) {
          await admin.query(
            `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`,
          );
        }
      } finally {
        await admin.end();
      }
      return openDatabase({ kind: 'postgres', url: url.toString() });
    },
  };
}

/** The demo users, master data and `posts` scale posts (topped up, never added twice). */
export async function loadBenchData(
  database: DatabaseHandle,
  posts: number,
  log: (line: string) => void,
): Promise<number> {
  return loadScalePosts(database.db, {
    wanted: posts,
    until: true,
    log,
    server: database.kind === 'postgres',
  });
}

/** Pollers agreed to the terms long ago: every post of the unit since is unread to them. */
const POLLERS_AGREED_AT = new Date('2000-01-01T00:00:00Z');

/**
 * People whose tabs poll: each with 30 notices and two tasks, as a busy user has, and the terms
 * agreed, so the unread count reads up to its cap. Created once; a rerun finds them.
 */
export async function pollingUsers(database: DatabaseHandle, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `poller${i}@cimgibu.example.com`);
  // Pollers created before the unread count was polled had not agreed (it counted nothing).
  await database.db
    .update(users)
    .set({ agreedAt: POLLERS_AGREED_AT })
    .where(and(eq(users.unit, 'cimgibu'), inArray(users.email, emails), isNull(users.agreedAt)));
  const existing = await database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.unit, 'cimgibu'), inArray(users.email, emails)));
  const have = new Set(existing.map((row) => row.email));
  const missing = emails.filter((email) => !have.has(email));
  if (missing.length > 0) {
    await database.db.insert(users).values(
      missing.map((email) => ({
        email,
        role: 'rm' as const,
        unit: 'cimgibu' as const,
        lastName: '計測',
        firstName: '太郎',
        agreedAt: POLLERS_AGREED_AT,
      })),
    );
    for (const email of missing) {
      await addNotifications(database.db, email, 30);
      await addTasks(database.db, email, [
        { dueOn: '2099-01-01' },
        { dueOn: '2099-01-02', status: 'done' },
      ]);
    }
  }
  return emails;
}
