import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One runner, five projects: `npm run test:all` runs the four of `npm test`, `--project NAME` one
 * of them; `npm run test:reliability` the fault and scale-out tests (their own PostgreSQL, nginx).
 */
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Captures every test app's log and checks it for tokens and post text at the end; makes
          // the run's database templates, which each file's fresh database is copied from.
          globalSetup: [
            './src/test/log-capture.global.ts',
            './src/test/database-templates.global.ts',
          ],
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.ts'],
          // E2E_EXCLUDE=a.e2e.ts,b.e2e.ts leaves files out (CI's browser tier: docs/decisions.md,
          // "Tooling"); a developer's npm test runs them all.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.E2E_EXCLUDE ?? '')
              .split(',')
              .filter(Boolean)
              .map((file) => `e2e/${file}`),
          ],
          environment: 'node',
          globalSetup: ['../server/src/test/database-templates.global.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser and one server at a time fit a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reliability',
          root: './apps/server',
          include: ['reliability/**/*.reliability.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Each starts servers and databases of its own: one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
