import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { freePort } from '../src/test/free-port.ts';
import { acceptCurrentTerms } from '../src/test/test-app.ts';
import { startProxy, type Proxy } from '../bench/scale-out.ts';
import {
  devProviderTokens,
  signedInCaller,
  startRealServer,
  type RealServerProcess,
  type SignedInCall,
} from './cluster.ts';
import { keyedPostCounts, keyedPostText } from './keyed-writes.ts';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.ts';

const PUBLIC_URL = 'https://kizuki.test';
const USERS = ['mr', 'pmo', 'pmo-approver', 'hq'].map((role) => `${role}@cimgibu.example.com`);
const CLIENTS = 6;
const READS = ['/api/posts', '/api/notifications', '/api/tasks'];
const MARKER = 'ローリング再起動';
/**
 * The nginx settings of docs/deployment.md that a restart needs: a request whose connection to a
 * stopping process fails goes to the other one, POSTs too (every write here carries an
 * Idempotency-Key, so a resent one is answered once); a process that refused is left alone 5 s.
 */
const NGINX = {
  serverParameters: 'max_fails=1 fail_timeout=5s',
  locationDirectives: ['proxy_next_upstream error timeout non_idempotent;'],
};

interface Tally {
  sent: number;
  reads: number;
  writes: number;
  byStatus: Map<string, number>;
  unexpected: string[];
  /** Answers nginx got only from the second process it tried ($upstream_addr lists two). */
  resent: number;
  acknowledgedKeys: string[];
  /** When each upstream (host:port) last answered. */
  lastAnswerFrom: Map<string, number>;
}

/**
 * A rolling restart under load (issue 24): two server processes, started as an operator starts
 * them (server.ts), on one PostgreSQL of the test's own, behind nginx. Six clients keep sending
 * signed-in reads of the lists and writes (drafts, each with its own Idempotency-Key) through
 * nginx, each request once, while process A is stopped with SIGTERM, must exit 0, is started again
 * and taken back by nginx, then B the same. Every request must get its usual answer (no 502, no
 * 503, no connection error), and every write must be in the database exactly once.
 */
describe('rolling restart: two server processes behind nginx under load', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let dataDir: string;
  const ports: number[] = [];
  const servers: RealServerProcess[] = [];
  let proxy: Proxy;
  let call: SignedInCall;

  const settingsOf = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // The load writes far more than a person does.
    RATE_LIMIT_WRITES_PER_USER: '0',
    RATE_LIMIT_WRITES_PER_ADDRESS: '0',
  });

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    await seedDemoData(database.db);
    await acceptCurrentTerms(database.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-rolling-'));
    for (let i = 0; i < 2; i++) {
      ports.push(await freePort());
      servers.push(await startRealServer(settingsOf(ports[i]!)));
    }
    proxy = await startProxy(
      servers.map((server) => server.url),
      NGINX,
    );
    call = signedInCaller(proxy.url, await devProviderTokens(dataDir, PUBLIC_URL, USERS));
  }, 180_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no request and writes each write once while A, then B, is restarted', async () => {
    const tally: Tally = {
      sent: 0,
      reads: 0,
      writes: 0,
      byStatus: new Map(),
      unexpected: [],
      resent: 0,
      acknowledgedKeys: [],
      lastAnswerFrom: new Map(),
    };
    let loading = true;
    const count = (label: string) =>
      tally.byStatus.set(label, (tally.byStatus.get(label) ?? 0) + 1);

    async function client(index: number) {
      const email = USERS[index % USERS.length]!;
      for (let n = 0; loading; n++) {
        const write = n % 3 === 2;
        const key = `rolling-${index}-${n}`;
        const pathname = write ? '/api/posts' : READS[n % READS.length]!;
        const init: RequestInit = write
          ? {
              method: 'POST',
              headers: { 'idempotency-key': key },
              body: JSON.stringify({
                body: keyedPostText(MARKER, key, '他社の講演会の案内が配布されていた。'),
              }),
            }
          : {};
        tally.sent++;
        if (write) tally.writes++;
        else tally.reads++;
        try {
          const answer = await call(email, pathname, init);
          count(String(answer.status));
          const expected = write ? 201 : 200;
          if (answer.status !== expected) {
            tally.unexpected.push(`${init.method ?? 'GET'} ${pathname}: ${answer.status}`);
          } else if (write) {
            tally.acknowledgedKeys.push(key);
          }
          const tried = (answer.upstream ?? '').split(', ');
          if (tried.length > 1) tally.resent++;
          tally.lastAnswerFrom.set(tried.at(-1)!, Date.now());
        } catch (error) {
          count('connection error');
          tally.unexpected.push(`${init.method ?? 'GET'} ${pathname}: ${String(error)}`);
        }
      }
    }

    /** True once nginx has passed a request to the process on `port` since `since`. */
    const answeredSince = (port: number, since: number) =>
      (tally.lastAnswerFrom.get(`127.0.0.1:${port}`) ?? 0) > since;

    const started = Date.now();
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    const restarts: string[] = [];
    try {
      for (const port of ports) {
        await expect.poll(() => answeredSince(port, started), { timeout: 30_000 }).toBe(true);
      }
      for (const [i, port] of ports.entries()) {
        const stopping = Date.now();
        const exitCode = await servers[i]!.stop('SIGTERM');
        expect(exitCode, servers[i]!.output()).toBe(0);
        const stopped = Date.now();
        servers[i] = await startRealServer(settingsOf(port));
        const ready = Date.now();
        // nginx takes it back once its fail_timeout has passed since it last refused.
        await expect.poll(() => answeredSince(port, ready), { timeout: 30_000 }).toBe(true);
        restarts.push(
          `${i === 0 ? 'A' : 'B'} stopped in ${stopped - stopping} ms (exit 0), ready ` +
            `${ready - stopped} ms later, answering through nginx ${Date.now() - ready} ms after that`,
        );
      }
    } finally {
      loading = false;
      await Promise.all(clients);
    }

    const rowsByKey = await keyedPostCounts(database.db, MARKER);
    const rowCount = [...rowsByKey.values()].reduce((sum, count) => sum + count, 0);
    const answered = [...tally.byStatus.values()].reduce((sum, n) => sum + n, 0);
    console.info(
      `rolling restart: ${tally.sent} requests sent by ${CLIENTS} clients over ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (${tally.reads} reads, ${tally.writes} ` +
        `writes), ${answered} answered: ${[...tally.byStatus]
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}; resent by nginx to the other process: ${tally.resent}; ` +
        `${restarts.join('; ')}; writes in the database: ${rowCount} rows for ` +
        `${rowsByKey.size} keys`,
    );
    expect(tally.unexpected).toEqual([]);
    expect(answered).toBe(tally.sent);
    expect([...tally.byStatus.keys()].sort()).toEqual(['200', '201']);
    expect(tally.acknowledgedKeys).toHaveLength(tally.writes);
    expect(tally.acknowledgedKeys.filter((key) => rowsByKey.get(key) !== 1)).toEqual([]);
    expect(rowCount).toBe(tally.writes);
  }, 300_000);
});
