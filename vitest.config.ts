import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, six projects: `npm run test:all` runs the five of `npm test`, `--project NAME` one
 * of them; `npm run test:reliability` the fault and scale-out tests (their own PostgreSQL, nginx).
 */
export default defineConfig({
  test: {
    // All cores but one, and never fewer than two: vitest's default (cores - 1) ran one file at a
    // time on CI's two cores (docs/decisions.md, "Tooling"). The browser files still run one at a
    // time among themselves.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
          name: 'tools',
          root: './tools',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A worker runs file after file without importing the app anew for each (an eighth of
          // the tier's time went into imports); each file still has a database and an app of its own.
          isolate: false,
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
