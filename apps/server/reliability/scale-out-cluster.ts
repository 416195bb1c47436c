import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  startProxy,
  startServerProcess,
  stopServerProcesses,
  type Proxy,
  type ServerProcess,
} from '../bench/scale-out.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { users } from '../src/db/schema.ts';
import { startFakePushService, type FakePushService } from '../src/test/fake-push-service.ts';
import { createSigningKey, signToken, type TestSigningKey } from '../src/test/test-app.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/test/test-database.ts';
import { signedInCaller, type SignedInCall } from './cluster.ts';
import { SERVER_URL } from './server-processes.ts';

const UNIT_USERS = ['mr', 'mr-approver', 'rm', 'pmo', 'pmo-approver', 'hq'].map(
  (role) => `${role}@cimgibu.example.com`,
);
const PMO_APPROVER = 'pmo-approver@cimgibu.example.com';
/** A second pmo-approver, so that two approvers can decide on the same post at once. */
export const SECOND_APPROVER = 'pmo-approver-2@cimgibu.example.com';

/**
 * Two server processes behind nginx (Debian's package, started here) on one scratch PostgreSQL
 * database with the demo data, for one test file: started before its tests, stopped after. Read
 * the parts inside a test.
 */
export function scaleOutCluster() {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let signingKey: TestSigningKey;
  let pushService: FakePushService;
  let servers: ServerProcess[] = [];
  let proxy: Proxy;
  const tokens = new Map<string, string>();
  let call: SignedInCall;

  beforeAll(async () => {
    scratch = await createScratchDatabase(SERVER_URL);
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await seedDemoData(database.db);
    const [model] = await database.db.select().from(users).where(eq(users.email, PMO_APPROVER));
    await database.db.insert(users).values({
      email: SECOND_APPROVER,
      firstName: '第二',
      lastName: model!.lastName,
      role: model!.role,
      unit: model!.unit,
      organizationId: model!.organizationId,
    });
    signingKey = await createSigningKey();
    for (const email of [...UNIT_USERS, SECOND_APPROVER]) {
      tokens.set(email, await signToken(signingKey, email));
    }
    pushService = await startFakePushService();
    const push = { host: pushService.host, certificate: pushService.certificate };
    servers = [
      await startServerProcess(scratch.url, signingKey, push),
      await startServerProcess(scratch.url, signingKey, push),
    ];
    proxy = await startProxy(servers.map((server) => server.url));
    call = signedInCaller(proxy.url, tokens);
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await stopServerProcesses(servers);
    await pushService?.close();
    await database?.close();
    await scratch?.drop();
  });

  return {
    unitUsers: UNIT_USERS,
    get database() {
      return database;
    },
    get signingKey() {
      return signingKey;
    },
    get pushService() {
      return pushService;
    },
    get servers() {
      return servers;
    },
    get proxy() {
      return proxy;
    },
    get tokens() {
      return tokens;
    },
    get call() {
      return call;
    },
  };
}
