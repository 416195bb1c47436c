import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server, with the same encoding and character type as
 * PGlite so that both behave alike; drop() removes it again.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `kizuki_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(
    serverUrl,
    `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database of the test file's own: PGlite in memory by default, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server, dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory' });
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
