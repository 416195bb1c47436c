import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { isProcessAlive } from '../db/directory-lock.ts';
import { seedDemoData } from '../db/demo/seed-demo.ts';

/**
 * Every server and browser test file starts from a fresh database: migrated, and usually with the
 * demo data. Made from nothing, that costs each file a new cluster, some ninety migrations and the
 * seeding (3-6 s on two cores); copied from a template made once per run, a fraction of it. The
 * run's global setup (database-templates.global.ts) makes the two templates, migrated and seeded,
 * and says where they are in this variable; a process started without it (a benchmark, a test file
 * run outside the runner's setup) makes its databases from nothing as before.
 */
export const TEMPLATES_VARIABLE = 'KIZUKI_TEST_DATABASE_TEMPLATES';

export type DatabaseTemplates =
  /** PGlite: a dump of the data directory of each (PGlite's own tar format), in files. */
  | { kind: 'pglite'; migrated: string; seeded: string }
  /** PostgreSQL: a database of each on the server, copied by CREATE DATABASE … TEMPLATE. */
  | { kind: 'postgres'; serverUrl: string; migrated: string; seeded: string };

export type TemplateName = 'migrated' | 'seeded';

/** The templates of this run, when its global setup made them for this kind of database. */
export function databaseTemplates(serverUrl: string | undefined): DatabaseTemplates | null {
  const value = process.env[TEMPLATES_VARIABLE];
  if (!value) return null;
  const templates = JSON.parse(value) as DatabaseTemplates;
  if (templates.kind === 'postgres' ? templates.serverUrl !== serverUrl : serverUrl !== undefined) {
    return null;
  }
  return templates;
}

/** A name for a database of the tests on the PostgreSQL server: this process's, never reused. */
export function scratchDatabaseName(purpose = 'test'): string {
  return `kizuki_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * Drops the test databases of runs that ended without dropping them (killed by a timeout or ^C):
 * those named by scratchDatabaseName whose process no longer lives on this machine. The tests' server
 * is a local one (CI's 127.0.0.1:5432); a database of a live process, another run's, is left alone.
 */
export async function dropAbandonedDatabases(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'kizuki\\_%'",
    );
    for (const { datname } of rows) {
      const pid = /^kizuki_.+_(\d+)_[0-9a-f]{8}$/.exec(datname)?.[1];
      if (pid && !isProcessAlive(Number(pid))) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL makes a database with the same encoding and character type as PGlite's, so that both
 * behave alike (folding, trigram and bigram search); a template's copy inherits them.
 */
export function createDatabaseStatement(name: string, template?: string): string {
  return template
    ? `CREATE DATABASE "${name}" TEMPLATE "${template}"`
    : `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`;
}

async function dumpPglite(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Makes this run's two templates: a migrated database, and a copy of it with the demo data (seeded
 * at this moment: a test that sets its own clock seeds its own, test-app.ts). Answers them and how
 * to remove them when the run ends.
 */
export async function prepareDatabaseTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-test-templates-'));
    const templates: DatabaseTemplates = {
      kind: 'pglite',
      migrated: path.join(dir, 'migrated.tar'),
      seeded: path.join(dir, 'seeded.tar'),
    };
    const remove = async () => fs.rmSync(dir, { recursive: true, force: true });
    try {
      const handle = await openDatabase({ kind: 'pglite-memory' });
      try {
        await dumpPglite(handle, templates.migrated);
        await seedDemoData(handle.db);
        await dumpPglite(handle, templates.seeded);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await remove();
      throw error;
    }
    return { templates, remove };
  }

  const templates: DatabaseTemplates = {
    kind: 'postgres',
    serverUrl,
    migrated: scratchDatabaseName('template_migrated'),
    seeded: scratchDatabaseName('template_seeded'),
  };
  const remove = async () => {
    for (const name of [templates.migrated, templates.seeded]) {
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  };
  try {
    await runOnServer(serverUrl, createDatabaseStatement(templates.migrated));
    const migrated = await openDatabase({
      kind: 'postgres',
      url: databaseUrlOf(serverUrl, templates.migrated),
    });
    await migrated.close();
    await runOnServer(serverUrl, createDatabaseStatement(templates.seeded, templates.migrated));
    const seeded = await openDatabase({
      kind: 'postgres',
      url: databaseUrlOf(serverUrl, templates.seeded),
    });
    try {
      await seedDemoData(seeded.db);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** The dump of a PGlite template, read once per process. */
const dumps = new Map<string, Blob>();
export function pgliteDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([fs.readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}
