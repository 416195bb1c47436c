import { afterAll, beforeAll } from 'vitest';
import { describeSharedRateLimits } from '../src/test/shared-rate-limit-cases.ts';
import { startOwnRedis, type OwnRedis } from '../src/test/own-redis.ts';

// The shared rate limits' cases on Redis (REDIS_URL): here rather than in `npm test`, because
// they start a redis-server of their own, which a fresh machine without root may not have; the
// database table's run of the same cases is a server test (shared-rate-limits.test.ts).
let redis: OwnRedis;
beforeAll(async () => {
  redis = await startOwnRedis();
});
afterAll(() => redis?.stop());

describeSharedRateLimits('Redis', () => ({ kind: 'redis', url: redis.url }));
