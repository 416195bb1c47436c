import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * Where the rate limits count (docs/decisions.md, "Limits"): in this process's memory (the
 * embedded PGlite: one process by construction), in the database's rate_limit_counters table
 * (PostgreSQL: every process shares it), or in Redis (REDIS_URL).
 */
export type RateLimitCounting =
  | { kind: 'memory' }
  | { kind: 'database'; database: DatabaseHandle }
  | { kind: 'redis'; url: string };

/** One hit of a key counted in its limiter's fixed window: the hits so far and the ms left. */
type CountHit = (
  limiter: string,
  key: string,
  windowMs: number,
) => Promise<{ hits: number; msLeft: number }>;

/** A shared counter: counts hits, and is closed with the app. */
export interface SharedCounter {
  countHit: CountHit;
  close(): Promise<void>;
}

/** How often each process deletes the windows that have ended (cheap: the table holds active keys). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * One statement, one round trip per counted request: the first hit of a key (or the first after
 * its window ended) starts a window; any other adds one. The database's clock decides, so the
 * processes' clocks need not agree.
 */
const COUNT_HIT_SQL = `
INSERT INTO rate_limit_counters AS counter (limiter, key, hits, window_ends_at)
VALUES ($1, $2, 1, now() + make_interval(secs => $3::double precision / 1000))
ON CONFLICT (limiter, key) DO UPDATE SET
  hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
  window_ends_at = CASE WHEN counter.window_ends_at <= now()
    THEN excluded.window_ends_at ELSE counter.window_ends_at END
RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ms_left`;

export function databaseCounter(
  database: DatabaseHandle,
  reportFailure: (error: unknown) => void,
): SharedCounter {
  const sweep = setInterval(() => {
    database
      .executeSql('DELETE FROM rate_limit_counters WHERE window_ends_at < now()', [])
      .catch(reportFailure);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return {
    async countHit(limiter, key, windowMs) {
      const { rows } = await database.executeSql(COUNT_HIT_SQL, [limiter, key, windowMs]);
      const row = rows[0] as { hits: number; ms_left: number };
      return { hits: row.hits, msLeft: Math.max(0, row.ms_left) };
    },
    close: async () => clearInterval(sweep),
  };
}

/**
 * The same fixed window in Redis: the key's first hit sets its expiry, so Redis itself forgets
 * ended windows. One script, so the increment and the expiry cannot be separated by a crash.
 */
const COUNT_HIT_LUA = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local msLeft = redis.call('PTTL', KEYS[1])
if msLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  msLeft = tonumber(ARGV[1])
end
return {hits, msLeft}`;

/** How long a counted request waits for Redis before it goes uncounted (fail open). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for the first connection; the client keeps trying after that. */
const REDIS_CONNECT_WAIT_MS = 3_000;

export async function redisCounter(
  url: string,
  reportFailure: (error: unknown) => void,
): Promise<SharedCounter> {
  const redis = new Redis(url, {
    // While Redis is unreachable a command fails at once instead of queueing until it is back:
    // a request must not wait on its counter (fail open, see createRateLimiters).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', reportFailure);
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(deadline);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const deadline = setTimeout(done, REDIS_CONNECT_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return {
    async countHit(limiter, key, windowMs) {
      const [hits, msLeft] = (await redis.eval(
        COUNT_HIT_LUA,
        1,
        `kizuki:rate-limit:${limiter}:${key}`,
        windowMs,
      )) as [number, number];
      return { hits, msLeft };
    },
    close: async () => redis.disconnect(),
  };
}

/** How often a failing store is logged: its failures come with every counted request. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/**
 * Logs a store's failure at most once a minute, by its message only: the keys it counted are
 * e-mails and addresses, which logs never carry.
 */
export function failureReporter(log: FastifyBaseLogger): (error: unknown) => void {
  let lastLoggedAt = -Infinity;
  return (error) => {
    const now = Date.now();
    if (now - lastLoggedAt < FAILURE_LOG_INTERVAL_MS) return;
    lastLoggedAt = now;
    log.warn(
      { err: { message: (error as Error).message } },
      'rate limits: the shared counter failed; requests pass uncounted until it answers again',
    );
  };
}

/**
 * @fastify/rate-limit's store contract (its README, "Custom Store"): a constructor the plugin
 * calls with its options, `incr(key, callback)` and `child(routeOptions)`. The plugin also passes
 * the window, which its types do not declare: the limiter's own is used instead.
 */
export function storeOf(
  counter: SharedCounter,
  limiter: string,
  windowMs: number,
  reportFailure: (error: unknown) => void,
) {
  return class SharedStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ) {
      counter.countHit(limiter, key, windowMs).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => {
          reportFailure(error);
          callback(error);
        },
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Where the limits count: Redis when REDIS_URL is set; otherwise the database's table on
 * PostgreSQL, where several processes share one database, and memory on the embedded PGlite,
 * which one process owns.
 */
export function rateLimitCountingFor(
  database: DatabaseHandle,
  redisUrl?: string | null,
): RateLimitCounting {
  if (redisUrl) return { kind: 'redis', url: redisUrl };
  return database.kind === 'postgres' ? { kind: 'database', database } : { kind: 'memory' };
}
