import { startServerProcess, stopServerProcesses, type ServerProcess } from '../bench/scale-out.ts';
import type { ServerProcessConfig } from '../bench/bench-server.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { createSigningKey, signToken, type TestSigningKey } from '../src/test/test-app.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/test/test-database.ts';

/** The PostgreSQL server the reliability tests make their scratch databases on. */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ServerProcesses {
  servers: ServerProcess[];
  database: DatabaseHandle;
  signingKey: TestSigningKey;
  /** A bearer token the processes accept for this user. */
  tokenFor(email: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Server processes (bench/bench-server.ts) on one new PostgreSQL database with the demo data,
 * trusting one signing key: what a deployment of N processes behind a load balancer shares.
 */
export async function startServerProcesses(
  count: number,
  options: Pick<ServerProcessConfig, 'push' | 'rateLimits' | 'redisUrl'> = {},
): Promise<ServerProcesses> {
  const scratch: ScratchDatabase = await createScratchDatabase(SERVER_URL);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await seedDemoData(database.db);
  const signingKey = await createSigningKey();
  const { push, ...limits } = options;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(await startServerProcess(scratch.url, signingKey, push, limits));
  }
  return {
    servers,
    database,
    signingKey,
    tokenFor: (email) => signToken(signingKey, email),
    async stop() {
      await stopServerProcesses(servers);
      await database.close();
      await scratch.drop();
    },
  };
}
