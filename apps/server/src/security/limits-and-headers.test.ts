import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems } from '@kizuki/shared';
import { loggerOptions } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { startServer, type RunningServer } from '../start.ts';
import { freePort } from '../test/free-port.ts';
import { serveApp, type TestApp } from '../test/test-app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';

const MR = 'mr@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';

type Served = Omit<TestApp, 'close'>;

async function served(options: Parameters<typeof serveApp>[1]): Promise<Served> {
  const database = await createSeededTestDatabase();
  return serveApp(database, options);
}

async function closeServed(app: Served) {
  await app.app.close();
  await app.database.close();
}

describe('rate limits: 429 with Retry-After, per user and per address', () => {
  let t: Served;
  beforeAll(async () => {
    t = await served({
      rateLimits: {
        writesPerUser: 3,
        writesPerAddress: 5,
        signInPerAddress: 2,
        screensPerUser: 4,
        exportsPerUser: 2,
      },
    });
  });
  afterAll(() => closeServed(t));

  const markRead = async (email: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      remoteAddress,
      headers: await t.authAs(email),
    });

  it('refuses a user’s writes past the limit, with Retry-After and the JSON error', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await markRead(MR)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await markRead(MR);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      error: { code: 'rateLimited', details: { limit: 3, windowSeconds: 60 } },
    });
    // Reading is not limited, and a colleague's writes are counted apart.
    const read = await t.app.inject({ url: '/api/notifications', headers: await t.authAs(MR) });
    expect(read.statusCode).toBe(200);
    expect((await markRead(PMO, '10.0.0.9')).statusCode).toBe(200);
  });

  it('limits a user’s CSV exports apart from writes and reads', async () => {
    const exportAs = async (email: string, list = 'posts') =>
      (
        await t.app.inject({
          url: `/api/${list}/export.csv`,
          remoteAddress: '10.0.0.7',
          headers: await t.authAs(email),
        })
      ).statusCode;
    const rm = 'rm@cimgibu.example.com';
    expect([await exportAs(rm), await exportAs(rm, 'tasks'), await exportAs(rm)]).toEqual([
      200, 200, 429,
    ]);
    // Their reads and a colleague's exports are not counted with them.
    expect(
      (await t.app.inject({ url: '/api/posts', headers: await t.authAs(rm) })).statusCode,
    ).toBe(200);
    expect(await exportAs('hq@cimgibu.example.com')).toBe(200);
  });

  it('refuses an address’s writes past its limit, whoever signs them', async () => {
    const address = '10.0.0.2';
    const statuses = [];
    for (const email of ['rm', 'hq', 'pmo-approver', 'mr-approver', 'rm', 'hq']) {
      statuses.push((await markRead(`${email}@cimjobu.example.com`, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect((await markRead('pmo@cimjobu.example.com', '10.0.0.3')).statusCode).toBe(200);
  });
});

describe('sign-in endpoints: limited per address', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-limits-'));
    const env = loadEnv({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '3',
      WEB_DIST_DIR: dataDir,
    });
    server = await startServer(env, { kind: 'pglite-memory' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After once an address has tried too often', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/interaction/guess-${i}/login`, {
        method: 'POST',
        body: new URLSearchParams({ email: MR }),
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    // The API's reads are not the sign-in endpoints.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('request size: 413 past the limit, and nothing saved', () => {
  let t: Served;
  beforeAll(async () => {
    t = await served({});
  });
  afterAll(() => closeServed(t));

  it('refuses a post body over 256 KiB with 413 payloadTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...(await t.authAs(MR)), 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'あ'.repeat(100_000), selfCheck: selfCheckItems('post') }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payloadTooLarge');
  });
});

describe('security headers, and what the logs never hold', () => {
  let t: Served;
  let webDist: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-shell-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await served({
      webDistDir: webDist,
      trustProxy: 'loopback',
      logger: { ...(loggerOptions('info') as object), stream },
    });
  });
  afterAll(async () => {
    await closeServed(t);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the policy and its companions on API answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    // Plain HTTP: no HSTS (a development machine must not be pinned to HTTPS).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the answer goes out over HTTPS through a trusted proxy', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('gives the shell a new nonce on every load, on its scripts and for MUI’s styles', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url: '/timeline' });
      const policy = response.headers['content-security-policy'] as string;
      const script = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
      const style = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
      expect(script).toBeDefined();
      expect(style).toBeDefined();
      expect(response.body).toContain(`<script nonce="${script}" type="module"`);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${style}">`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      nonces.push(script);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps signed-in answers out of every cache, but lets the polls revalidate', async () => {
    const authorization = `Bearer ${await t.tokenFor(MR)}`;
    const cacheControlOf = async (
      method: 'GET' | 'PUT',
      url: string,
      headers: Record<string, string> = { authorization },
    ) => {
      const response = await t.app.inject({ method, url, headers });
      return [response.statusCode, response.headers['cache-control'], response.headers.etag];
    };
    for (const url of [
      '/api/posts',
      '/api/posts/1',
      `/api/users?email=${MR}`,
      '/api/tasks/1',
      // Master data is the unit's: a browser shared with someone of another unit must not keep it.
      '/api/diseaseGroups',
    ]) {
      const [status, cacheControl] = await cacheControlOf('GET', url);
      expect([url, cacheControl]).toEqual([url, 'no-store']);
      expect(status).toBeLessThan(500);
    }
    expect(await cacheControlOf('PUT', '/api/notifications/read')).toEqual([
      200,
      'no-store',
      undefined,
    ]);
    expect(await cacheControlOf('GET', '/api/posts', {})).toEqual([401, 'no-store', undefined]);
    for (const url of ['/api/notifications', '/api/tasks', '/api/posts/unread-count']) {
      const [status, cacheControl, etag] = await cacheControlOf('GET', url);
      expect([url, status, cacheControl]).toEqual([url, 200, 'private, no-cache']);
      const again = await cacheControlOf('GET', url, {
        authorization,
        'if-none-match': String(etag),
      });
      expect([url, ...again]).toEqual([url, 304, 'private, no-cache', etag]);
      // Someone else of the same unit, on the same browser, is not answered with this copy.
      const colleague = await cacheControlOf('GET', url, {
        authorization: `Bearer ${await t.tokenFor(PMO)}`,
        'if-none-match': String(etag),
      });
      expect([url, colleague[0]]).toEqual([url, 200]);
    }
  });

  it('logs neither the bearer token nor the e-mail a lookup asks for', async () => {
    const token = await t.tokenFor(MR);
    const logged = logLines.length;
    const response = await t.app.inject({
      url: `/api/users?email=${encodeURIComponent(MR)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const lines = logLines.slice(logged).join('\n');
    expect(lines).toContain('/api/users');
    expect(lines).not.toContain(token.split('.')[2]!);
    expect(lines).not.toContain('cimgibu.example.com');
  });
});
