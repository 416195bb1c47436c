import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '@kizuki/server/config';
import { startServer, type RunningServer } from '@kizuki/server/start';
import { freePort } from '@kizuki/server/test/free-port';

const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * The whole product as `npm start` runs it (API, built web app, development identity provider) on a
 * free port with a fresh database: PGlite in memory, or a new PostgreSQL database under DATABASE_URL.
 */
export async function startTestServer(): Promise<RunningServer & { stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('the web app is not built: run `npm run build` before the browser tests');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-e2e-'));
  const env = loadEnv({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: WEB_DIST,
  });
  const location = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : ({ kind: 'pglite-memory' } as const);
  const server = await startServer(env, location);
  return {
    ...server,
    async stop() {
      await server.close();
      if (location.kind === 'postgres') await location.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
  const name = `kizuki_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres' as const,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
