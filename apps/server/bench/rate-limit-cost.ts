/**
 * What counting a write in a shared place costs (issue 24): the latency of one counted write
 * (PUT /api/notifications/read through the whole app, in-process) with the rate limits counted in
 * memory, in PostgreSQL's rate_limit_counters and in Redis, and of the count alone. Needs
 * DATABASE_URL (a fresh database of that server) and starts a Redis of its own.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/server/bench/rate-limit-cost.ts
 */
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import {
  databaseCounter,
  redisCounter,
  type RateLimitCounting,
  type SharedCounter,
} from '../src/plugins/rate-limit-stores.ts';
import { startOwnRedis } from '../src/test/own-redis.ts';
import { serveApp } from '../src/test/test-app.ts';
import { createTestDatabase } from '../src/test/test-database.ts';

const WRITES = 600;
const WARM_UP = 100;
const MR = 'mr@cimgibu.example.com';
/** High enough that nothing is refused: the cost of counting is measured, not of refusing. */
const NEVER = 1_000_000;
const LIMITS = {
  writesPerUser: NEVER,
  writesPerAddress: NEVER,
  signInPerAddress: NEVER,
  screensPerUser: NEVER,
  exportsPerUser: NEVER,
};

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

async function timed(rounds: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + rounds; i++) {
    const start = performance.now();
    await run();
    if (i >= WARM_UP) samples.push(performance.now() - start);
  }
  return samples;
}

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to a PostgreSQL server');
const database = await createTestDatabase();
const redis = await startOwnRedis();
try {
  await seedDemoData(database.db);
  const countings: [string, RateLimitCounting][] = [
    ['memory', { kind: 'memory' }],
    ['PostgreSQL', { kind: 'database', database }],
    ['Redis', { kind: 'redis', url: redis.url }],
  ];
  for (const [name, counting] of countings) {
    const t = await serveApp(database, { rateLimits: LIMITS, rateLimitCounting: counting });
    const headers = await t.authAs(MR);
    const samples = await timed(WRITES, async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/read',
        headers,
      });
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
    });
    console.log(`counted write, ${name}: ${summary(samples)}`);
    await t.app.close();
  }
  const counters: [string, SharedCounter][] = [
    ['PostgreSQL', databaseCounter(database, () => undefined)],
    ['Redis', await redisCounter(redis.url, () => undefined)],
  ];
  for (const [name, counter] of counters) {
    const samples = await timed(WRITES, () => counter.countHit('bench', MR, 60_000));
    console.log(`the count alone, ${name}: ${summary(samples)}`);
    await counter.close();
  }
} finally {
  await database.close();
  await redis.stop();
}
