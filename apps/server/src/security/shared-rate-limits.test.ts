import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { RateLimitCounting } from '../plugins/rate-limit-stores.ts';
import { freePort } from '../test/free-port.ts';
import { describeSharedRateLimits, LIMITS, markRead, MR } from '../test/shared-rate-limit-cases.ts';
import { serveApp } from '../test/test-app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';

// Redis's own run of these cases is a reliability test (redis-rate-limits.reliability.ts).
describeSharedRateLimits('the database table', (database) => ({ kind: 'database', database }));

describe('when the shared counter fails, requests pass uncounted and the failure is logged', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.close());

  const failingDatabase = (): DatabaseHandle => ({
    ...database,
    executeSql: () => Promise.reject(new Error('connection terminated')),
  });
  // Nothing listens on a free port: Redis unreachable, without needing a redis-server.
  const stoppedRedis = async (): Promise<RateLimitCounting> => ({
    kind: 'redis',
    url: `redis://127.0.0.1:${await freePort()}`,
  });

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
