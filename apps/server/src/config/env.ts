import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SCREEN_QUEUE_PER_WORKER,
  MAX_SCREEN_WORKERS,
} from '../modules/screening/screen-pool-settings.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The authorization request's own parameters, which OIDC_EXTRA_AUTH_PARAMS may not replace. */
const RESERVED_AUTH_PARAMS = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
]);

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()))
  .pipe(z.array(z.string().min(1)).min(1));

/**
 * Every setting the server reads, validated once at boot. README.md's settings table documents each
 * one; keep the two in step.
 */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The address browsers use to reach the app; the development issuer and redirects derive from it. */
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** A PostgreSQL server; when unset the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Connections of each process's pool on PostgreSQL (each process also holds four listening
     * ones): N processes need N × (this + 4) below the server's max_connections.
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    /** The API's audiences, comma-separated: a token for any of them is accepted. */
    OIDC_AUDIENCE: commaList.optional(),
    /** The client ids tokens may be issued to (`azp`/`client_id`), comma-separated; unset: any. */
    OIDC_AUTHORIZED_PARTY: commaList.optional(),
    OIDC_EMAIL_CLAIM: z.string().min(1).default('email'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email'),
    /** Scopes added to OIDC_SCOPE (e.g. offline_access for a refresh token), space-separated. */
    OIDC_EXTRA_SCOPES: z.string().optional(),
    /** Parameters added to the authorization request, as a query string: `resource=...&prompt=...`. */
    OIDC_EXTRA_AUTH_PARAMS: z
      .string()
      .transform((value) => Object.fromEntries(new URLSearchParams(value)))
      .refine(
        (params) => !Object.keys(params).some((key) => RESERVED_AUTH_PARAMS.has(key)),
        'may not set a parameter the sign-in sets itself (client_id, redirect_uri, response_type, scope, state, nonce, code_challenge...)',
      )
      .optional(),
    /** Completes the sign-in profile from the userinfo endpoint (where the e-mail may be). */
    OIDC_LOAD_USERINFO: booleanFlag.default(false),
    OIDC_ALGORITHMS: commaList.default(['RS256', 'PS256', 'ES256']),
    /** How old the provider's cached key set may grow before it is fetched again in the background. */
    OIDC_KEYS_REFRESH_SECONDS: z.coerce.number().positive().default(600),
    /** The least time between two fetches of the provider's keys (an unknown key id, an outage). */
    OIDC_KEYS_REFETCH_COOLDOWN_SECONDS: z.coerce.number().positive().default(30),
    SEED_DEMO_DATA: booleanFlag.default(true),
    /** Web Push's VAPID key pair (URL-safe base64); unset, a pair is generated once and kept. */
    VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
    VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
      .optional(),
    /** The push services the server may contact; `*.host` matches subdomains. */
    PUSH_SERVICE_HOSTS: commaList.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Requests a minute (README.md's settings table); 0 switches that limit off. */
    RATE_LIMIT_WRITES_PER_USER: z.coerce.number().int().min(0).default(120),
    RATE_LIMIT_WRITES_PER_ADDRESS: z.coerce.number().int().min(0).default(1200),
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(0).default(60),
    RATE_LIMIT_SCREENS_PER_USER: z.coerce.number().int().min(0).default(600),
    RATE_LIMIT_EXPORTS_PER_USER: z.coerce.number().int().min(0).default(10),
    /** The pre-screen's worker threads; unset: one fewer than the cores, 1 to 8 (README). */
    SCREEN_WORKERS: z.coerce.number().int().min(1).max(MAX_SCREEN_WORKERS).optional(),
    /** Screens that may wait per worker before one is refused (503 with Retry-After). */
    SCREEN_QUEUE_PER_WORKER: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(DEFAULT_SCREEN_QUEUE_PER_WORKER),
    /** Count the rate limits in this Redis rather than in the database (docs/deployment.md). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /**
     * The reverse proxies whose X-Forwarded-For/-Proto are believed: `true` (any), or addresses
     * and subnets (`loopback`, `10.0.0.0/8`, comma-separated). Unset: none.
     */
    TRUST_PROXY: z
      .string()
      .transform((value): boolean | string =>
        value === 'true' ? true : value === 'false' ? false : value,
      )
      .optional(),
    /** Usage analytics: an external endpoint each recorded batch is also sent to (off unset). */
    USAGE_FORWARD_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Prometheus metrics on a listener of their own (GET /metrics); unset: no listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Prometheus metrics at GET /api/metrics for a request bearing this token; unset: no route. */
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters (openssl rand -hex 32)')
      .regex(/^\S+$/, 'may not contain spaces')
      .optional(),
    /**
     * How long a shutdown (SIGTERM, SIGINT) may take, drain delay included, before the process
     * exits anyway (code 1, logged). Below Docker's 10 s default stop timeout.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    /**
     * After the signal, how long the process keeps listening (readiness 503, every answer with
     * `Connection: close`) so that a balancer that polls /api/ready stops sending it new requests.
     */
    SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER) {
      for (const key of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when OIDC_ISSUER is set',
          });
        }
      }
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (the metrics listener is a port of its own)',
      });
    }
    if (env.SHUTDOWN_DRAIN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN_DELAY_MS'],
        message: 'must be shorter than SHUTDOWN_TIMEOUT_MS, which it is part of',
      });
    }
    if (env.OIDC_ALGORITHMS.some((alg) => alg === 'none' || alg.startsWith('HS'))) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ALGORITHMS'],
        message: 'may list only asymmetric algorithms (no "none", no HS*)',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; a bad setting throws an EnvError that names every bad setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function publicUrlOf(env: Env, port = env.PORT): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
}

export function resolveDataDir(env: Env): string {
  return path.resolve(env.DATA_DIR);
}
