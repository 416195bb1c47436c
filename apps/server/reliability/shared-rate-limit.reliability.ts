import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnRedis, type OwnRedis } from '../src/test/own-redis.ts';
import { startServerProcesses, type ServerProcesses } from './server-processes.ts';

const MR = 'mr@cimgibu.example.com';
const LIMIT = 10;
const WRITES = 30;
/** As RATE_LIMIT_WRITES_PER_USER=10 would set it; the other limits out of the way. */
const RATE_LIMITS = {
  writesPerUser: LIMIT,
  writesPerAddress: 10_000,
  signInPerAddress: 10_000,
  screensPerUser: 10_000,
  exportsPerUser: 10_000,
};

/**
 * The shared rate limit (issue 24): two server processes on one PostgreSQL database, one user's
 * writes sent to both at once. Counted in each process's memory, 20 of 30 would pass; counted in
 * one place, exactly the limit passes, whichever process takes them.
 */
describe.each([
  ['the database table', false],
  ['Redis (REDIS_URL)', true],
])('shared rate limit counted in %s: two processes allow the limit once', (_name, useRedis) => {
  let redis: OwnRedis | null = null;
  let processes: ServerProcesses;
  beforeAll(async () => {
    redis = useRedis ? await startOwnRedis() : null;
    processes = await startServerProcesses(2, {
      rateLimits: RATE_LIMITS,
      redisUrl: redis?.url,
    });
  });
  afterAll(async () => {
    await processes?.stop();
    await redis?.stop();
  });

  it(`lets exactly ${LIMIT} of one user’s ${WRITES} writes through, spread over both`, async () => {
    const authorization = `Bearer ${await processes.tokenFor(MR)}`;
    const answers = await Promise.all(
      Array.from({ length: WRITES }, async (_, i) => {
        const server = processes.servers[i % 2]!;
        const response = await fetch(`${server.url}/api/notifications/read`, {
          method: 'PUT',
          headers: { authorization },
        });
        await response.arrayBuffer();
        return { server: i % 2, status: response.status };
      }),
    );
    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed).toHaveLength(LIMIT);
    expect(refused).toHaveLength(WRITES - LIMIT);
    // Both processes refused some: neither counted alone.
    expect(new Set(refused.map((answer) => answer.server)).size).toBe(2);
  });
});
