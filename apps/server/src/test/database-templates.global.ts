import {
  databaseTemplates,
  dropAbandonedDatabases,
  prepareDatabaseTemplates,
  TEMPLATES_VARIABLE,
} from './database-templates.ts';

/**
 * vitest globalSetup of the server and browser tests: this run's database templates, migrated and
 * seeded, on the database the run uses (PGlite, or the DATABASE_URL server), made once before the
 * first file and removed after the last (database-templates.ts). Both projects name this setup and
 * vitest runs each project's before any test: the second finds the first's templates and keeps them.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (databaseTemplates(serverUrl)) return () => {};
  if (serverUrl) await dropAbandonedDatabases(serverUrl);
  const { templates, remove } = await prepareDatabaseTemplates(serverUrl);
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATES_VARIABLE];
    await remove();
  };
}
