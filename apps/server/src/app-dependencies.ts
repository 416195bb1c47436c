import type { FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/database.ts';
import type { DevIdentityProviderOptions } from './identity/dev-identity-provider.ts';
import type { IdentityConfig } from './identity/identity-config.ts';
import type { ApprovalRemindersOptions } from './jobs/approval-reminders.worker.ts';
import type { ScreenPoolSettings } from './modules/screening/screen-pool-settings.ts';
import type { PushOptions } from './modules/push/push-settings.ts';
import type { UsageOptions } from './modules/usage/usage.routes.ts';
import type { MetricsExposure } from './plugins/metrics.ts';
import type { RateLimitCounting } from './plugins/rate-limit-stores.ts';
import type { RateLimitSettings } from './plugins/rate-limits.ts';

/** What buildApp (app.ts) is given: the database, the identity provider and the settings. */
export interface AppDependencies {
  database: DatabaseHandle;
  identity: IdentityConfig;
  /** The embedded development provider; null when a corporate issuer is configured. */
  devIdentityProvider: DevIdentityProviderOptions | null;
  /** The built web app to serve; null serves the API only. */
  webDistDir: string | null;
  /** The app's address as its users reach it (PUBLIC_URL, `publicUrlOf`): links in exported files. */
  publicUrl: string;
  logger: FastifyServerOptions['logger'];
  /** Web Push: VAPID keys and the push services allowed; defaults for what is not given. */
  push?: PushOptions;
  /** Requests a minute per user and per address; null switches them off (tests, benchmarks). */
  rateLimits?: RateLimitSettings | null;
  /**
   * Where the rate limits count: by default the database's table on PostgreSQL (shared by every
   * process) and this process's memory on the embedded PGlite (one process by construction).
   */
  rateLimitCounting?: RateLimitCounting;
  /** Which proxies' X-Forwarded-For and -Proto to believe (Fastify's trustProxy); none by default. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Usage analytics: where batches are also forwarded (none by default). */
  usage?: UsageOptions;
  /** Approval reminders and escalation (issue 23): how often they run; every 5 minutes by default. */
  approvalReminders?: ApprovalRemindersOptions;
  /** Prometheus metrics: a token for /api/metrics and/or a listener of its own; off by default. */
  metrics?: MetricsExposure;
  /** SHUTDOWN_DRAIN_DELAY_MS: how long a closing app keeps listening; 0 by default. */
  shutdownDrainDelayMs?: number;
  /** SCREEN_WORKERS and SCREEN_QUEUE_PER_WORKER: the pre-screen's workers and queue. */
  screenPool?: ScreenPoolSettings;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Query strings can hold personal data (GET /users?email=): log the path only.
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  };
}
