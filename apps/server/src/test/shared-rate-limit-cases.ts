import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import {
  databaseCounter,
  redisCounter,
  type RateLimitCounting,
  type SharedCounter,
} from '../plugins/rate-limit-stores.ts';
import { serveApp, type TestApp } from './test-app.ts';
import { createSeededTestDatabase } from './test-database.ts';

/**
 * The cases every shared rate-limit counter must pass, for the database table (a server test) and
 * for Redis (a reliability test: it needs a redis-server, which `npm test` on a fresh machine
 * must not).
 */
export const MR = 'mr@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';
export const LIMITS = {
  writesPerUser: 3,
  // Switched off (as RATE_LIMIT_WRITES_PER_ADDRESS=0 sets it): counted nowhere.
  writesPerAddress: Number.MAX_SAFE_INTEGER,
  signInPerAddress: 100,
  screensPerUser: 100,
  exportsPerUser: 100,
};

export type Served = Omit<TestApp, 'close'>;

export async function markRead(
  app: FastifyInstance,
  t: Served,
  email: string,
  remoteAddress: string,
) {
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

/** The counter's cases: `countingOf` names the store for a database (Redis ignores it). */
export function describeSharedRateLimits(
  name: string,
  countingOf: (database: DatabaseHandle) => RateLimitCounting,
) {
  describe(`rate limits counted in ${name}, shared by two processes`, () => {
    let database: DatabaseHandle;
    let t: Served;
    let second: FastifyInstance;
    beforeAll(async () => {
      database = await createSeededTestDatabase();
      t = await serveApp(database, {
        rateLimits: LIMITS,
        rateLimitCounting: countingOf(database),
      });
      second = await t.anotherProcess();
    });
    afterAll(async () => {
      await second.close();
      await t.app.close();
      await database.close();
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
      const expected = countingOf(database).kind === 'database' ? ['writes-user'] : [];
      expect(rows.map((row) => (row as { limiter: string }).limiter)).toEqual(expected);
    });

    it('starts a new window once the window has ended', async () => {
      const counting = countingOf(database);
      const counter =
        counting.kind === 'redis'
          ? await redisCounter(counting.url, () => undefined)
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
}
