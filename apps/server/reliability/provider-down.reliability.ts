import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { freePort } from '../src/test/free-port.ts';
import {
  acceptCurrentTerms,
  createSigningKey,
  signToken,
  type TestSigningKey,
} from '../src/test/test-app.ts';
import { createScratchDatabase, type ScratchDatabase } from '../src/test/test-database.ts';
import {
  countConnectionsAt,
  startProviderProcess,
  startServerWithSettings,
  type ProviderProcess,
  type ServerWithSettings,
} from './external-provider.ts';
import { SERVER_URL } from './server-processes.ts';

const AUDIENCE = 'api://kizuki';
const USERS = ['mr', 'rm', 'pmo', 'hq'].map((role) => `${role}@cimgibu.example.com`);
/** The server's key cache, shortened from 600 s and 30 s so that the test sees it go stale. */
const REFRESH_SECONDS = 2;
const COOLDOWN_SECONDS = 1;
const UP_MS = 1_500;
/** Three times the refresh interval: jose's own cache would have refused requests by then. */
const DOWN_MS = 3 * REFRESH_SECONDS * 1000;
const FLOOD_MS = 3_000;
const KEY_FETCH_FAILED = 'keys could not be fetched';

interface Signer {
  kid: string;
  key: TestSigningKey;
  publicJwk: JWK;
}

async function signer(kid: string): Promise<Signer> {
  const key = await createSigningKey();
  return { kid, key, publicJwk: { ...(await exportJWK(key.publicKey)), kid, alg: 'RS256' } };
}

/** How the answers to a load came out: by status, and how many were refused (401). */
class Tally {
  byStatus = new Map<number, number>();
  count(status: number) {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }
  get total() {
    return [...this.byStatus.values()].reduce((sum, n) => sum + n, 0);
  }
  get refused() {
    return this.byStatus.get(401) ?? 0;
  }
  get answered() {
    return [...this.byStatus].filter(([status]) => status < 400).reduce((sum, [, n]) => sum + n, 0);
  }
}

/**
 * The identity provider goes away under load (issue 24): the provider, in a process of its own, is
 * killed while signed-in people read and write, and stays down for three times the server's key
 * refresh interval. Every request with a valid token must still be answered: the server verifies
 * with the keys it fetched before. Then, with the provider back, a flood of tokens signed with a
 * key nobody publishes must cost at most one key fetch per cooldown, and a rotated key must be
 * accepted after one fetch.
 */
describe('provider down: the identity provider stops under load', () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let providerPort: number;
  let provider: ProviderProcess | null = null;
  let server: ServerWithSettings;
  let current: Signer;
  let rotated: Signer;
  let stranger: Signer;
  /** Every 20th token sent, to look for in the server's log. */
  const sampled: string[] = [];
  let tokensSent = 0;

  const tokenOf = async (email: string, by: Signer) => {
    const token = await signToken(by.key, email, {
      kid: by.kid,
      issuer: provider!.issuer,
      audience: AUDIENCE,
      // Each request a token the server has not seen: its verified-token cache must not hide the keys.
      claims: { jti: randomUUID() },
    });
    if (tokensSent++ % 20 === 0) sampled.push(token);
    return token;
  };
  const call = async (email: string, by: Signer, pathname: string, method = 'GET') => {
    const response = await fetch(`${server.url}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${await tokenOf(email, by)}` },
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** One client per user until `until()` says stop: reads, and now and then a write. */
  const load = async (by: Signer, tally: Tally, until: () => boolean) => {
    await Promise.all(
      USERS.map(async (email) => {
        for (let i = 0; !until(); i++) {
          const status =
            i % 10 === 9
              ? await call(email, by, '/api/notifications/read', 'PUT')
              : await call(email, by, i % 2 ? '/api/notifications' : '/api/posts?limit=5');
          tally.count(status);
        }
      }),
    );
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(SERVER_URL);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await seedDemoData(database.db);
    await acceptCurrentTerms(database.db);
    await database.close();
    [current, rotated, stranger] = await Promise.all([
      signer('idp-1'),
      signer('idp-2'),
      signer('nobody-publishes-this'),
    ]);
    providerPort = await freePort();
    provider = await startProviderProcess(providerPort, [current.publicJwk]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-provider-down-'));
    server = await startServerWithSettings({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      SEED_DEMO_DATA: 'false',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'kizuki-web',
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_KEYS_REFRESH_SECONDS: String(REFRESH_SECONDS),
      OIDC_KEYS_REFETCH_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS),
      RATE_LIMIT_WRITES_PER_USER: '0',
      RATE_LIMIT_WRITES_PER_ADDRESS: '0',
      RATE_LIMIT_SCREENS_PER_USER: '0',
      LOG_LEVEL: 'warn',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await provider?.kill();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses no signed-in request while the provider is down, long past the key cache’s age', async () => {
    const before = new Tally();
    const during = new Tally();
    const ms = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));
    let phase: 'up' | 'down' | 'over' = 'up';
    let connections: Awaited<ReturnType<typeof countConnectionsAt>> | null = null;
    const down = (async () => {
      await ms(UP_MS);
      await provider!.kill();
      connections = await countConnectionsAt(providerPort);
      phase = 'down';
    })();
    await Promise.all([
      load(current, before, () => phase !== 'up'),
      down.then(() =>
        Promise.all([
          load(current, during, () => phase === 'over'),
          ms(DOWN_MS).then(() => (phase = 'over')),
        ]),
      ),
    ]);
    const attemptsWhileDown = connections!.attempts();
    await connections!.close();
    const failedFetchLogs = server.log.filter((line) => line.includes(KEY_FETCH_FAILED)).length;
    console.log(
      `provider down ${DOWN_MS / 1000} s (key refresh ${REFRESH_SECONDS} s, cooldown ${COOLDOWN_SECONDS} s): ` +
        `${before.total} requests before, ${during.total} during the outage, ` +
        `refused ${before.refused + during.refused}, other failures ${during.total - during.answered}; ` +
        `${attemptsWhileDown} connection attempts at the provider's port, ${failedFetchLogs} log lines`,
    );

    expect(before.total).toBeGreaterThan(0);
    expect(during.total).toBeGreaterThan(100);
    expect(before.answered).toBe(before.total);
    expect(during.refused).toBe(0);
    expect(during.answered).toBe(during.total);
    // The server kept trying in the background, never once per request.
    expect(attemptsWhileDown).toBeGreaterThan(0);
    expect(attemptsWhileDown).toBeLessThanOrEqual(DOWN_MS / 1000 / COOLDOWN_SECONDS + 1);
    expect(failedFetchLogs).toBeGreaterThan(0);
    expect(failedFetchLogs).toBeLessThanOrEqual(DOWN_MS / 1000 / REFRESH_SECONDS + 1);
  }, 60_000);

  it('fetches at most once per cooldown for an unknown key, and takes a rotated key after one fetch', async () => {
    provider = await startProviderProcess(providerPort, [current.publicJwk]);
    const flood = new Tally();
    const floodEnds = Date.now() + FLOOD_MS;
    await load(stranger, flood, () => Date.now() > floodEnds);
    const afterFlood = await provider.counts();
    console.log(
      `unknown key for ${FLOOD_MS / 1000} s: ${flood.total} requests (${flood.refused} refused), ` +
        `${afterFlood.keys} key fetches, ${afterFlood.discovery} discovery fetches`,
    );
    expect(flood.refused).toBe(flood.total);
    expect(afterFlood.keys).toBeGreaterThan(0);
    expect(afterFlood.keys).toBeLessThanOrEqual(FLOOD_MS / 1000 / COOLDOWN_SECONDS + 1);
    // The discovery document's jwks_uri was remembered from before the outage.
    expect(afterFlood.discovery).toBe(0);

    provider.publish([current.publicJwk, rotated.publicJwk]);
    await expect
      .poll(() => call(USERS[0]!, rotated, '/api/notifications'), { timeout: 10_000 })
      .toBe(200);
    const afterRotation = await provider.counts();
    console.log(
      `rotation: the new key accepted after ${afterRotation.keys - afterFlood.keys} fetch(es)`,
    );
    expect(afterRotation.keys - afterFlood.keys).toBeLessThanOrEqual(2);
    expect(await call(USERS[1]!, current, '/api/notifications')).toBe(200);

    // No token reached the server's log, refused or not.
    const log = server.log.join('\n');
    expect(sampled.length).toBeGreaterThan(50);
    for (const token of sampled) expect(log).not.toContain(token);
  }, 60_000);
});
