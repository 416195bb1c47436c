import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@kizuki/server/config';
import { startServer, type RunningServer } from '@kizuki/server/start';
import { freePort } from '@kizuki/server/test/free-port';
import { testDatabaseLocation } from '@kizuki/server/test/test-database';
import { afterAll, beforeAll } from 'vitest';
import { browserPool } from './browser.ts';
import { signedInPeople } from './session.ts';

export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * The whole product as `npm start` runs it (API, built web app, development identity provider) on a
 * free port with a fresh database with the demo data: PGlite in memory, or a new PostgreSQL database
 * under DATABASE_URL.
 */
export async function startTestServer(
  options: { webDistDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer & { stop(): Promise<void> }> {
  const webDistDir = options.webDistDir ?? WEB_DIST;
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error('the web app is not built: run `npm run build` before the browser tests');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-e2e-'));
  const env = loadEnv({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDistDir,
    // Every browser of the tests signs in from 127.0.0.1, dozens of times a minute.
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '0',
    ...options.env,
  });
  // A copy of the run's seeded template where the run has one (database-templates.ts): the server
  // finds its demo data there and seeds nothing.
  const database = await testDatabaseLocation('seeded');
  const server = await startServer(env, database.location);
  return {
    ...server,
    async stop() {
      await server.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The product, a pool of fresh browsers and the file's signed-in people (session.ts) for one test
 * file: the server starts before the file's tests and everything stops after them. Read `server`
 * inside the tests, once it has started.
 */
export function productForTests() {
  const browsers = browserPool();
  let server: TestServer | null = null;
  const product = {
    get server(): TestServer {
      if (!server) throw new Error('the test server has not started: read it inside a test');
      return server;
    },
    browsers,
    people: signedInPeople(browsers, (): string => product.server.url),
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });
  return product;
}
