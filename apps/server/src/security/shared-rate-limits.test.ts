import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../db/demo/seed-demo.ts';
import {
  databaseCounter,
  redisCounter,
  type RateLimitCounting,
  type SharedCounter,
} from '../plugins/rate-limit-stores.ts';
import { startOwnRedis, type OwnRedis } from '../test/own-redis.ts';
import { serveApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

const MR = 'mr@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';
const LIMITS = {
  writesPerUser: 3,
  // Switched off (as RATE_LIMIT_WRITES_PER_ADDRESS=0 sets it): counted nowhere.
  writesPerAddress: Number.MAX_SAFE_INTEGER,
  signInPerAddress: 100,
  screensPerUser: 100,
  exportsPerUser: 100,
};

type Served = Omit<TestApp, 'close'>;

async function markRead(app: FastifyInstance, t: Served, email: string, remoteAddress: string) {
  return app.inject({
    method: 'PUT',
    url: '/api/notifications/read',
    remoteAddress,
    headers: await t.authAs(email),
  });
}

/** Counts hits of one key until a hit starts a new window (the first of it counts 1). */
async function hitsUntilNewWindow(counter: SharedCounter, key: string, windowMs: number) {
  const deadline = Date.now() + 10 * windowMs;
  while (Date.now() < deadline) {
    const { hits } = await counter.countHit('test', key, windowMs);
    if (hits === 1) return true;
    await new Promise((resolve) => setTimeout(resolve, windowMs / 10));
  }
  return false;
}

const stores: [string, (database: DatabaseHandle, redis: OwnRedis) => RateLimitCounting][] = [
  ['the database table', (database) => ({ kind: 'database', database })],
  ['Redis', (_database, redis) => ({ kind: 'redis', url: redis.url })],
];

describe.each(stores)('rate limits counted in %s, shared by two processes', (_name, countingOf) => {
  let database: DatabaseHandle;
  let redis: OwnRedis;
  let t: Served;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    redis = await startOwnRedis();
    t = await serveApp(database, {
      rateLimits: LIMITS,
      rateLimitCounting: countingOf(database, redis),
    });
    second = await t.anotherProcess();
  });
  afterAll(async () => {
    await second.close();
    await t.app.close();
    await database.close();
    await redis.stop();
  });

  it('refuses a user’s writes past the limit whichever process takes them, with the usual 429', async () => {
    const statuses = [];
    for (const app of [t.app, second, t.app, second]) {
      statuses.push((await markRead(app, t, MR, '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await markRead(t.app, t, MR, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      error: { code: 'rateLimited', details: { limit: 3, windowSeconds: 60 } },
    });
    // A colleague's writes, from the same address, are counted apart.
    expect((await markRead(second, t, PMO, '10.0.0.1')).statusCode).toBe(200);
  });

  it('counts nothing for a limit that is switched off', async () => {
    await markRead(t.app, t, PMO, '10.0.0.2');
    const { rows } = await database.executeSql(
      'SELECT DISTINCT limiter FROM rate_limit_counters ORDER BY limiter',
      [],
    );
    const expected = countingOf(database, redis).kind === 'database' ? ['writes-user'] : [];
    expect(rows.map((row) => (row as { limiter: string }).limiter)).toEqual(expected);
  });

  it('starts a new window once the window has ended', async () => {
    const counter =
      countingOf(database, redis).kind === 'redis'
        ? await redisCounter(redis.url, () => undefined)
        : databaseCounter(database, () => undefined);
    try {
      expect((await counter.countHit('test', 'window', 300)).hits).toBe(1);
      expect((await counter.countHit('test', 'window', 300)).hits).toBe(2);
      expect(await hitsUntilNewWindow(counter, 'window', 300)).toBe(true);
      // Another limiter's counter of the same key is its own.
      expect((await counter.countHit('other', 'window', 300)).hits).toBe(1);
    } finally {
      await counter.close();
    }
  });
});

describe('when the shared counter fails, requests pass uncounted and the failure is logged', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  const failingDatabase = (): DatabaseHandle => ({
    ...database,
    executeSql: () => Promise.reject(new Error('connection terminated')),
  });
  const stoppedRedis = async (): Promise<RateLimitCounting> => {
    const redis = await startOwnRedis();
    await redis.stop();
    return { kind: 'redis', url: redis.url };
  };

  it.each([
    [
      'the database',
      async (): Promise<RateLimitCounting> => ({
        kind: 'database',
        database: failingDatabase(),
      }),
    ],
    ['Redis', stoppedRedis],
  ])('%s failing: writes pass past the limit', async (_name, countingOf) => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const t = await serveApp(database, {
      rateLimits: LIMITS,
      rateLimitCounting: await countingOf(),
      logger: { ...(loggerOptions('info') as object), stream },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await markRead(t.app, t, MR, '10.0.0.5')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const warnings = logLines.filter((line) => line.includes('the shared counter failed'));
      // Once, not once per request, and without the key it counted (an e-mail).
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).not.toContain(MR);
    } finally {
      await t.app.close();
    }
  });
});
