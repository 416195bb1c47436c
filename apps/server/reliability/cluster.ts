import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { importJWK, type CryptoKey } from 'jose';
import { devAudienceOf, devIssuerOf } from '../src/identity/identity-config.ts';
import { loadDevIdentityKeys } from '../src/identity/dev-keys.ts';
import { signToken } from '../src/test/test-app.ts';

/**
 * What the reliability tests share that run server processes behind nginx on one PostgreSQL
 * (scale-out, rolling restart): signed-in calls through the proxy (bench/scale-out.ts's
 * startProxy), and real server processes.
 */

interface Answer {
  status: number;
  /** The upstreams nginx tried, in order (`X-Upstream`, from $upstream_addr): the last answered. */
  upstream: string | null;
  etag: string | null;
  body: Record<string, unknown> | null;
}

export type SignedInCall = (email: string, pathname: string, init?: RequestInit) => Promise<Answer>;

/** Requests as the person of the e-mail, with a JSON body when one is given. */
export function signedInCaller(baseUrl: string, tokens: Map<string, string>): SignedInCall {
  return async (email, pathname, init = {}) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      ...init,
      headers: {
        authorization: `Bearer ${tokens.get(email)}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.startsWith('application/json');
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream'),
      etag: response.headers.get('etag'),
      body: text && json ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  };
}

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface RealServerProcess {
  url: string;
  /** Sends the signal and answers the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** What it wrote to stdout and stderr, for a failure's message. */
  output(): string;
}

/**
 * A server process as an operator runs it (`node --import tsx apps/server/src/server.ts`, as the
 * container image and the systemd unit do), with the settings given as its environment; answers
 * once its /api/health answers 200.
 */
export async function startRealServer(
  settings: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<RealServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://${settings.HOST ?? '127.0.0.1'}:${settings.PORT}`;
  const until = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${output}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: (signal = 'SIGTERM') => stopChild(child, signal), output: () => output };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/**
 * Access tokens of the development provider whose key is kept in `dataDir` (made there if absent):
 * what server processes started with that DATA_DIR and PUBLIC_URL accept, without a sign-in.
 */
export async function devProviderTokens(
  dataDir: string,
  publicUrl: string,
  emails: string[],
): Promise<Map<string, string>> {
  const { signingJwk, publicJwks } = await loadDevIdentityKeys(dataDir);
  const signingKey = {
    privateKey: (await importJWK(signingJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(publicJwks.keys[0]!, 'RS256')) as CryptoKey,
  };
  const options = {
    kid: signingJwk.kid,
    issuer: devIssuerOf(publicUrl),
    audience: devAudienceOf(publicUrl),
  };
  const tokens = new Map<string, string>();
  for (const email of emails) {
    tokens.set(email, await signToken(signingKey, email, options));
  }
  return tokens;
}
