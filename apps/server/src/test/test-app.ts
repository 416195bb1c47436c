import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { buildApp, type AppDependencies } from '../app.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { termsVersions, users } from '../db/schema.ts';
import type { PushOptions } from '../modules/push/push-settings.ts';
import { localKeys, type IdentityConfig } from '../identity/identity-config.ts';
import { createSeededTestDatabase, createTestDatabase } from './test-database.ts';
import { testLogger } from './log-capture.ts';

export const TEST_ISSUER = 'https://idp.kizuki.test';
export const TEST_AUDIENCE = 'https://kizuki.test/api';
const TEST_KID = 'test-key';
/** The app's PUBLIC_URL in tests: what links in exported files begin with. */
export const TEST_PUBLIC_URL = 'https://kizuki.test';

export interface TestSigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export async function createSigningKey(): Promise<TestSigningKey> {
  return generateKeyPair('RS256', { extractable: true });
}

export interface TokenOptions {
  key?: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  notBefore?: string | number;
  claims?: JWTPayload;
}

export interface TestApp {
  /** The identity configuration the app trusts. */
  identity: IdentityConfig;
  /** Another app on the same database, as a second server process would be; the caller closes it. */
  anotherProcess(): Promise<FastifyInstance>;
  app: FastifyInstance;
  database: DatabaseHandle;
  signingKey: TestSigningKey;
  /** A valid access token for the e-mail, as the identity provider would issue it. */
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
  /** Authorization header for the e-mail. */
  authAs(email: string): Promise<{ authorization: string }>;
  /** A request as the person of the e-mail, with a JSON body when one is given. */
  requestAs(
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function signToken(
  signingKey: TestSigningKey,
  email: string | null,
  options: TokenOptions = {},
): Promise<string> {
  const claims: JWTPayload = { ...(email ? { email } : {}), ...options.claims };
  let jwt = new SignJWT(claims)
    .setProtectedHeader({
      alg: options.alg ?? 'RS256',
      kid: options.kid ?? TEST_KID,
      typ: 'at+jwt',
    })
    .setSubject(email ?? 'no-email')
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h');
  if (options.notBefore !== undefined) jwt = jwt.setNotBefore(options.notBefore);
  return jwt.sign(options.key ?? signingKey.privateKey);
}

/**
 * Marks every user as having accepted the terms in force, without touching agreedAt (the first
 * acceptance, which the unread rule reads): the users of a test are there to test something else
 * than the terms. A test that adds users calls it again; the terms tests undo it where they need.
 */
export async function acceptCurrentTerms(db: Database): Promise<void> {
  await db.update(users).set({
    termsVersion: sql`(select max(${termsVersions.version}) from ${termsVersions})`,
    termsAcceptedAt: sql`now()`,
  });
}

/**
 * The real app on a fresh database with demo data, trusting a signing key the test holds. Its
 * users have accepted the terms in force, unless `termsAccepted` is false (see serveApp).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    push?: PushOptions;
    termsAccepted?: boolean;
    usage?: AppDependencies['usage'];
    metrics?: AppDependencies['metrics'];
  } = {},
): Promise<TestApp> {
  const database =
    options.seed === false ? await createTestDatabase() : await createSeededTestDatabase();
  const served = await serveApp(database, {
    push: options.push,
    termsAccepted: options.termsAccepted,
    usage: options.usage,
    metrics: options.metrics,
  });
  return {
    ...served,
    async close() {
      await served.app.close();
      await database.close();
    },
  };
}

/**
 * The real app on a database the caller opened and closes (tests, benchmarks), trusting a new
 * signing key the caller holds: its tokens are signed and verified as the identity provider's are.
 */
export async function serveApp(
  database: DatabaseHandle,
  options: {
    push?: PushOptions;
    logger?: AppDependencies['logger'];
    /** The key to trust; a new one by default (several processes of a benchmark share one). */
    signingKey?: TestSigningKey;
    /** Off unless given: tests and benchmarks send many writes as one user on purpose. */
    rateLimits?: AppDependencies['rateLimits'];
    /** Where they count: the app's default for the database unless given. */
    rateLimitCounting?: AppDependencies['rateLimitCounting'];
    trustProxy?: AppDependencies['trustProxy'];
    /** A built web app to serve (the API only by default). */
    webDistDir?: string;
    /** The users there before start have accepted the terms in force (acceptCurrentTerms): yes by default. */
    termsAccepted?: boolean;
    /** Usage analytics' forwarder (none by default). */
    usage?: AppDependencies['usage'];
    /** Where the metrics are served (off by default). */
    metrics?: AppDependencies['metrics'];
    shutdownDrainDelayMs?: number;
  } = {},
): Promise<Omit<TestApp, 'close'>> {
  if (options.termsAccepted !== false) await acceptCurrentTerms(database.db);
  const signingKey = options.signingKey ?? (await createSigningKey());
  const publicJwk = { ...(await exportJWK(signingKey.publicKey)), kid: TEST_KID, alg: 'RS256' };
  const identity: IdentityConfig = {
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    clientId: 'kizuki-web',
    scope: 'openid profile email',
    emailClaim: 'email',
    algorithms: ['RS256', 'ES256'],
    keys: localKeys({ keys: [publicJwk] }),
  };
  const dependencies: AppDependencies = {
    database,
    identity,
    devIdentityProvider: null,
    webDistDir: options.webDistDir ?? null,
    publicUrl: TEST_PUBLIC_URL,
    trustProxy: options.trustProxy,
    logger: options.logger ?? testLogger(),
    push: options.push,
    rateLimits: options.rateLimits ?? null,
    rateLimitCounting: options.rateLimitCounting,
    usage: options.usage,
    metrics: options.metrics,
    shutdownDrainDelayMs: options.shutdownDrainDelayMs,
    // Tests run reminders at the times they choose (app.approvalReminders.runNow).
    approvalReminders: { runEveryMs: null },
  };
  const app = await buildApp(dependencies);
  await app.ready();
  const tokenFor = (email: string, tokenOptions?: TokenOptions) =>
    signToken(signingKey, email, tokenOptions);
  return {
    app,
    identity,
    async anotherProcess() {
      const another = await buildApp(dependencies);
      await another.ready();
      return another;
    },
    database,
    signingKey,
    tokenFor,
    authAs: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    requestAs: async (email, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await tokenFor(email)}` },
        ...(payload ? { payload } : {}),
      }),
  };
}
