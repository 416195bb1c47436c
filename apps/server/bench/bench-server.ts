import https from 'node:https';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { openDatabase } from '../src/db/database.ts';
import type { RateLimitSettings } from '../src/plugins/rate-limits.ts';
import { serveApp } from '../src/test/test-app.ts';

/**
 * One server process of the scale-out benchmark and test (scale-out.ts forks it): the real app on the
 * PostgreSQL database it is given, trusting the benchmark's signing key. It answers its address,
 * and closes when the benchmark disconnects.
 */
export interface ServerProcessConfig {
  databaseUrl: string;
  privateJwk: JWK;
  publicJwk: JWK;
  /** A push service to deliver to (tests): its host and its self-signed certificate. */
  push?: { host: string; certificate: string };
  /** Rate limits (off unless given), counted in the database's table or in this Redis. */
  rateLimits?: RateLimitSettings;
  redisUrl?: string;
}

/** Asks a server process for one run of the approval reminders (it answers `{ approvalNudges }`). */
export interface RunApprovalNudges {
  runApprovalNudgesAt: string;
  /** Echoed with the answer, so that runs asked of one process at once find their own. */
  runId: number;
}

async function serve(config: ServerProcessConfig) {
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const signingKey = {
    privateKey: (await importJWK(config.privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(config.publicJwk, 'RS256', { extractable: true })) as CryptoKey,
  };
  const served = await serveApp(database, {
    signingKey,
    rateLimits: config.rateLimits,
    rateLimitCounting: config.redisUrl ? { kind: 'redis', url: config.redisUrl } : undefined,
    ...(config.push
      ? {
          push: {
            allowedHosts: [config.push.host],
            delivery: { agent: new https.Agent({ ca: config.push.certificate }) },
          },
        }
      : {}),
  });
  const url = await served.app.listen({ host: '127.0.0.1', port: 0 });
  // The scale-out test runs the reminder job in both processes at once, at a time it chooses.
  process.on('message', (message: RunApprovalNudges) => {
    if (typeof message?.runApprovalNudgesAt !== 'string') return;
    void served.app.approvalReminders
      .runNow(new Date(message.runApprovalNudgesAt))
      .then((sent) => process.send!({ approvalNudges: sent, runId: message.runId }));
  });
  process.once('disconnect', () => {
    void served.app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  process.send!({ url });
}

process.once('message', (config: ServerProcessConfig) => void serve(config));
