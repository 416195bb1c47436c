import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import type { RateLimitSettings } from './plugins/rate-limits.ts';
import { rateLimitCountingFor } from './plugins/rate-limit-stores.ts';
import { publicUrlOf, resolveDataDir, type Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from './db/database.ts';
import { DEMO_USERS } from './db/demo/demo-users.ts';
import { seedDemoData } from './db/demo/seed-demo.ts';
import type { DevIdentityProviderOptions } from './identity/dev-identity-provider.ts';
import type { KeyFetchLog } from './identity/provider-keys.ts';
import { loadDevIdentityKeys } from './identity/dev-keys.ts';
import {
  DEV_CLIENT_ID,
  devAudienceOf,
  devIssuerOf,
  externalIdentity,
  localKeys,
  scopeOf,
  type IdentityConfig,
} from './identity/identity-config.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The Vite dev server's address, allowed as a sign-in return address by the development provider. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  identity: IdentityConfig;
  devIdentity: boolean;
  seeded: boolean;
  webServed: boolean;
  close(): Promise<void>;
}

export function databaseLocationOf(env: Env): DatabaseLocation {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: resolveDataDir(env) };
}

async function resolveIdentity(env: Env, publicUrl: string, keyFetchLog: KeyFetchLog) {
  if (env.OIDC_ISSUER) {
    return { identity: externalIdentity(env, keyFetchLog), devIdentityProvider: null };
  }
  const keys = await loadDevIdentityKeys(resolveDataDir(env));
  const issuer = devIssuerOf(publicUrl);
  const audience = devAudienceOf(publicUrl);
  const devIdentityProvider: DevIdentityProviderOptions = {
    issuer,
    audience,
    clientId: DEV_CLIENT_ID,
    redirectOrigins: [...new Set([publicUrl, VITE_DEV_ORIGIN])],
    keys,
    suggestedEmails: DEMO_USERS.map((user) => user.email),
  };
  const identity: IdentityConfig = {
    issuer,
    audience,
    clientId: DEV_CLIENT_ID,
    scope: scopeOf(env),
    // The development provider puts the e-mail in `email`, whatever OIDC_EMAIL_CLAIM says.
    emailClaim: 'email',
    algorithms: ['RS256'],
    keys: localKeys(keys.publicJwks),
  };
  return { identity, devIdentityProvider };
}

/** The limits of the settings; a limit of 0 is off (a very large maximum). */
function rateLimitsOf(env: Env): RateLimitSettings {
  const orOff = (perMinute: number) => (perMinute === 0 ? Number.MAX_SAFE_INTEGER : perMinute);
  return {
    writesPerUser: orOff(env.RATE_LIMIT_WRITES_PER_USER),
    writesPerAddress: orOff(env.RATE_LIMIT_WRITES_PER_ADDRESS),
    signInPerAddress: orOff(env.RATE_LIMIT_SIGN_IN_PER_ADDRESS),
    screensPerUser: orOff(env.RATE_LIMIT_SCREENS_PER_USER),
    exportsPerUser: orOff(env.RATE_LIMIT_EXPORTS_PER_USER),
  };
}

/**
 * Opens the database, loads demo data when empty, and serves the whole product on one port.
 * `demoTour`: the demo data has what the README's tour needs (`npm start`; the tests leave it out).
 */
export async function startServer(
  env: Env,
  location = databaseLocationOf(env),
  { demoTour = false }: { demoTour?: boolean } = {},
): Promise<RunningServer> {
  const publicUrl = publicUrlOf(env);
  const database = await openDatabase(location);
  try {
    const { seeded } = env.SEED_DEMO_DATA
      ? await seedDemoData(database.db, { tour: demoTour })
      : { seeded: false };
    // The provider's keys are first fetched by the first request, when the app's logger exists.
    const logOfApp: { app?: FastifyInstance } = {};
    const keyFetchLog: KeyFetchLog = {
      warn: (details, message) => logOfApp.app?.log.warn(details, message),
    };
    const { identity, devIdentityProvider } = await resolveIdentity(env, publicUrl, keyFetchLog);
    const webDistDir = path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
    const webServed = fs.existsSync(path.join(webDistDir, 'index.html'));
    const app = await buildApp({
      database,
      identity,
      devIdentityProvider,
      webDistDir: webServed ? webDistDir : null,
      publicUrl,
      logger: loggerOptions(env.LOG_LEVEL),
      push: {
        vapid:
          env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
            ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
            : undefined,
        subject: env.VAPID_SUBJECT,
        allowedHosts: env.PUSH_SERVICE_HOSTS,
      },
      rateLimits: rateLimitsOf(env),
      rateLimitCounting: rateLimitCountingFor(database, env.REDIS_URL),
      trustProxy: env.TRUST_PROXY,
      usage: { forwardUrl: env.USAGE_FORWARD_URL ?? null },
      metrics: {
        token: env.METRICS_TOKEN ?? null,
        listener: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
      },
      shutdownDrainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
      screenPool: {
        workers: env.SCREEN_WORKERS,
        queuePerWorker: env.SCREEN_QUEUE_PER_WORKER,
        startEarly: true,
      },
    });
    logOfApp.app = app;
    await app.listen({ port: env.PORT, host: env.HOST });
    return {
      app,
      url: publicUrl,
      database,
      identity,
      devIdentity: devIdentityProvider !== null,
      seeded,
      webServed,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
