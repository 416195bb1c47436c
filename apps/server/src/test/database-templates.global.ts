import { prepareDatabaseTemplates, TEMPLATES_VARIABLE } from './database-templates.ts';

/**
 * vitest globalSetup of the server and browser tests: this run's database templates, migrated and
 * seeded, on the database the run uses (PGlite, or the DATABASE_URL server), made once before the
 * first file and removed after the last (database-templates.ts).
 */
export default async function setup() {
  const { templates, remove } = await prepareDatabaseTemplates(process.env.DATABASE_URL);
  process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATES_VARIABLE];
    await remove();
  };
}
