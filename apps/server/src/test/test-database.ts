import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../db/database.ts';
import { seedDemoData } from '../db/demo/seed-demo.ts';
import {
  createDatabaseStatement,
  databaseTemplates,
  databaseUrlOf,
  pgliteDump,
  runOnServer,
  scratchDatabaseName,
  type TemplateName,
} from './database-templates.ts';
import { isTestClockSet, testClock } from './test-clock.ts';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database on the PostgreSQL server, with the same encoding and character type as PGlite so
 * that both behave alike: empty, or a copy of one of this run's templates (database-templates.ts);
 * drop() removes it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = scratchDatabaseName();
  await runOnServer(serverUrl, createDatabaseStatement(name, options.template));
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Where a fresh database of a test file is, and how to remove it: PGlite in memory by default, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server. With this run's templates it
 * starts as a copy of the one named (migrated, or with the demo data); without them it starts empty
 * and the caller migrates (and seeds) it.
 */
export async function testDatabaseLocation(template: TemplateName): Promise<{
  location: DatabaseLocation;
  copied: boolean;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = databaseTemplates(serverUrl);
  if (!serverUrl) {
    return templates?.kind === 'pglite'
      ? {
          location: { kind: 'pglite-memory', copyOf: pgliteDump(templates[template]) },
          copied: true,
          drop: async () => undefined,
        }
      : { location: { kind: 'pglite-memory' }, copied: false, drop: async () => undefined };
  }
  const source = templates?.kind === 'postgres' ? templates[template] : undefined;
  const scratch = await createScratchDatabase(serverUrl, { template: source });
  return {
    location: { kind: 'postgres', url: scratch.url },
    copied: source !== undefined,
    drop: scratch.drop,
  };
}

/**
 * A fresh, migrated database of the test file's own (see testDatabaseLocation); close() removes it.
 * With `template: 'seeded'` it holds the demo data as seeded when the run began, where the run has
 * templates; `seeded` says whether it does, so that the caller seeds it otherwise.
 */
export async function createTestDatabase(
  options: { template?: TemplateName } = {},
): Promise<DatabaseHandle & { seeded: boolean }> {
  const template = options.template ?? 'migrated';
  const { location, copied, drop } = await testDatabaseLocation(template);
  const handle = await openDatabase(location);
  return {
    ...handle,
    seeded: copied && template === 'seeded',
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A fresh database with the demo data, dated by the test clock: the run's seeded template while
 * the clock is the system's, else seeded anew at the clock's now.
 */
export async function createSeededTestDatabase(): Promise<DatabaseHandle> {
  const database = await createTestDatabase({ template: isTestClockSet() ? 'migrated' : 'seeded' });
  if (!database.seeded) await seedDemoData(database.db, { clock: testClock });
  return database;
}
