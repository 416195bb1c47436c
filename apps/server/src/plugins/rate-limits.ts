import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import {
  databaseCounter,
  failureReporter,
  redisCounter,
  storeOf,
  type RateLimitCounting,
  type SharedCounter,
} from './rate-limit-stores.ts';

/** How many requests a minute; README.md's settings table names the variables that set them. */
export interface RateLimitSettings {
  /** Writes (POST, PUT, PATCH, DELETE under /api) of one signed-in user. */
  writesPerUser: number;
  /** Writes from one address: an office behind one NAT address is many users, so it is larger. */
  writesPerAddress: number;
  /** Sign-in attempts and token requests (POSTs to the development provider) from one address. */
  signInPerAddress: number;
  /**
   * Pre-screens of one signed-in user (POST /api/compliance/screen and the test bench): they
   * write nothing and run on every pause in typing, so they are counted apart from writes.
   */
  screensPerUser: number;
  /**
   * CSV exports of one signed-in user (the lists', the audit trail's and the admin's files: every
   * route whose config says isExport): each reads a whole list, so a few a minute, counted apart
   * from writes.
   */
  exportsPerUser: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  writesPerUser: 120,
  writesPerAddress: 1200,
  signInPerAddress: 60,
  screensPerUser: 600,
  exportsPerUser: 10,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that writes nothing (the pre-screen, the test bench): counted by the screens limiter,
     * not as a write, and the caller's polls do not forget them (app.ts).
     */
    writesNothing?: true;
    /**
     * A CSV file (the lists', the audit trail's, the admin's exports): counted by the exports
     * limiter, not with the reads. Such a route also leaves out HEAD, which would run the whole
     * export, spend the limit and audit a file nobody received.
     */
    isExport?: true;
  }
}

const WINDOW_MS = 60_000;

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One limiter of @fastify/rate-limit, answering 429 with Retry-After through the app's error
 * handler: counted in this process's memory, or in the shared counter every process uses. Each
 * limiter is its own registration of the plugin (in a context of its own) because the plugin lets
 * one of its limiters run per request, and a write is counted twice: for its user and for its
 * address.
 *
 * When the shared counter fails (Redis down, a database error) the request passes uncounted
 * (skipOnError, fail open) and the failure is logged: the limits slow down a runaway client, and
 * refusing every write while the counter is away would turn its outage into the product's.
 */
async function createLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  keyOf: (request: FastifyRequest) => string,
  shared: { counter: SharedCounter; reportFailure: (error: unknown) => void } | null,
): Promise<Limiter> {
  let limiter: Limiter | undefined;
  await app.register(async (scope) => {
    await scope.register(
      rateLimit,
      shared
        ? {
            global: false,
            store: storeOf(shared.counter, name, WINDOW_MS, shared.reportFailure),
            skipOnError: true,
          }
        : { global: false },
    );
    limiter = scope.rateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => (shared ? keyOf(request) : `${name}:${keyOf(request)}`),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'rateLimited', `too many requests; retry in ${context.after}`, {
          limit: context.max,
          windowSeconds: WINDOW_MS / 1000,
        }),
    }) as Limiter;
  });
  return limiter!;
}

const isScreen = (request: FastifyRequest) => request.routeOptions.config?.writesNothing === true;
const isExport = (request: FastifyRequest) => request.routeOptions.config?.isExport === true;
const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  request.method !== 'OPTIONS' &&
  !isScreen(request);

export interface RateLimiters {
  /** onRequest, before sign-in: writes counted by address. */
  writesByAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** onRequest, after sign-in: writes (and, apart, pre-screens and exports) counted by user. */
  writesByUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** onRequest for the sign-in endpoints, counted by address. */
  signInByAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

async function openSharedCounter(
  app: FastifyInstance,
  counting: RateLimitCounting,
): Promise<{ counter: SharedCounter; reportFailure: (error: unknown) => void } | null> {
  if (counting.kind === 'memory') return null;
  const reportFailure = failureReporter(app.log);
  const counter =
    counting.kind === 'redis'
      ? await redisCounter(counting.url, reportFailure)
      : databaseCounter(counting.database, reportFailure);
  app.addHook('onClose', () => counter.close());
  return { counter, reportFailure };
}

export async function createRateLimiters(
  app: FastifyInstance,
  settings: RateLimitSettings,
  counting: RateLimitCounting,
): Promise<RateLimiters> {
  const shared = await openSharedCounter(app, counting);
  // A limit switched off (0 in the settings, MAX_SAFE_INTEGER here) counts nothing: no statement
  // or Redis call per request for a limit that can never be reached.
  const limiterOf = async (
    name: string,
    max: number,
    keyOf: (request: FastifyRequest) => string,
  ): Promise<Limiter> =>
    max >= Number.MAX_SAFE_INTEGER
      ? async () => undefined
      : createLimiter(app, name, max, keyOf, shared);
  // A user is counted under their id (known by now: these limiters run after sign-in), not their
  // e-mail: the shared counters (a table, Redis) are read by more people than the users table. A
  // signed-in caller not registered (a route that allows it) falls back to a digest of the e-mail.
  const userOrAddress = (r: FastifyRequest) =>
    r.currentUser
      ? `user:${r.currentUser.id}`
      : r.identity
        ? `email:${createHash('sha256').update(r.identity.email).digest('base64url')}`
        : r.ip;
  const byAddress = await limiterOf('writes-address', settings.writesPerAddress, (r) => r.ip);
  const byUser = await limiterOf('writes-user', settings.writesPerUser, userOrAddress);
  const signIn = await limiterOf('sign-in', settings.signInPerAddress, (r) => r.ip);
  const screens = await limiterOf('screens-user', settings.screensPerUser, userOrAddress);
  const exports = await limiterOf('exports-user', settings.exportsPerUser, userOrAddress);
  return {
    writesByAddress: async (request, reply) => {
      if (isWrite(request)) await byAddress(request, reply);
    },
    writesByUser: async (request, reply) => {
      if (isWrite(request)) await byUser(request, reply);
      else if (isScreen(request)) await screens(request, reply);
      else if (isExport(request)) await exports(request, reply);
    },
    signInByAddress: signIn,
  };
}
