import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedProviderKeys, ProviderKeysUnavailableError } from './provider-keys.ts';

const REFRESH_MS = 600_000;
const COOLDOWN_MS = 30_000;

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
}

/**
 * A stand-in provider on 127.0.0.1 that counts what it is asked; while `down`, it cuts every
 * connection (as an unreachable provider fails a fetch), still counting the attempts.
 */
function fakeProvider() {
  const state = {
    published: [] as SigningKey[],
    down: false,
    discoveryFetches: 0,
    keyFetches: 0,
    attemptsWhileDown: 0,
  };
  const server = http.createServer((request, response) => {
    if (state.down) {
      state.attemptsWhileDown++;
      request.socket.destroy();
      return;
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      state.discoveryFetches++;
      response.end(JSON.stringify({ issuer: base, jwks_uri: `${base}/keys` }));
    } else if (request.url === '/keys') {
      state.keyFetches++;
      response.end(JSON.stringify({ keys: state.published.map((key) => key.publicJwk) }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  return { state, server };
}

describe('the provider’s cached keys', () => {
  const { state, server } = fakeProvider();
  let issuer: string;
  let clock: number;
  let warnings: { details: Record<string, unknown>; message: string }[];
  let keys: JWTVerifyGetKey;
  let first: SigningKey;
  let second: SigningKey;

  const tokenOf = (key: SigningKey, subject = 'someone') =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setSubject(subject)
      .setIssuer(issuer)
      .setExpirationTime('1h')
      .sign(key.privateKey);
  const verify = async (token: string) => (await jwtVerify(token, keys, { issuer })).payload.sub;
  const after = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    [first, second] = await Promise.all([signingKey('key-1'), signingKey('key-2')]);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    Object.assign(state, {
      published: [first],
      down: false,
      discoveryFetches: 0,
      keyFetches: 0,
      attemptsWhileDown: 0,
    });
    clock = Date.parse('2026-11-27T09:00:00Z');
    warnings = [];
    keys = cachedProviderKeys(issuer, {
      refreshIntervalMs: REFRESH_MS,
      refetchCooldownMs: COOLDOWN_MS,
      log: { warn: (details, message) => warnings.push({ details, message }) },
      now: () => clock,
    });
  });

  it('fetches an unknown key id once for many requests at once, and not again within the cooldown', async () => {
    expect(await verify(await tokenOf(first))).toBe('someone');
    state.published = [first, second];
    after(COOLDOWN_MS);
    const rotated = await tokenOf(second, 'rotated');
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(rotated)));
    expect(answers).toEqual(Array(20).fill('rotated'));
    expect(state.keyFetches).toBe(2);

    // A key nobody publishes: refused from the cache within the cooldown, then one fetch per cooldown.
    const stranger = await tokenOf(await signingKey('key-unknown'));
    const refuseTenTimes = async () => {
      for (let i = 0; i < 10; i++) await expect(verify(stranger)).rejects.toThrow(/no applicable/);
    };
    await refuseTenTimes();
    expect(state.keyFetches).toBe(2);
    after(COOLDOWN_MS);
    await refuseTenTimes();
    expect(state.keyFetches).toBe(3);
    expect(state.discoveryFetches).toBe(1);
  });

  it('keeps verifying with the last keys while the provider is down, long after they went stale', async () => {
    const token = await tokenOf(first);
    expect(await verify(token)).toBe('someone');
    state.down = true;
    for (let minute = 1; minute <= 60; minute++) {
      after(60_000);
      for (let i = 0; i < 5; i++) expect(await verify(token)).toBe('someone');
    }
    // The background refresh tried, at most once per cooldown: not once per request (300 here).
    await expect.poll(() => state.attemptsWhileDown).toBeGreaterThan(0);
    expect(state.attemptsWhileDown).toBeLessThanOrEqual(60);
    // Logged once per refresh interval at most, and never with the token.
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(60 / (REFRESH_MS / 60_000));
    expect(JSON.stringify(warnings)).not.toContain(token);
    expect(warnings[0]!.details.reason).toMatch(/fetch failed/);
  });

  it('takes a rotated key after one fetch, and drops the retired key at the next refresh', async () => {
    const old = await tokenOf(first);
    expect(await verify(old)).toBe('someone');
    state.published = [second];
    after(COOLDOWN_MS);
    expect(await verify(await tokenOf(second, 'new'))).toBe('new');
    expect(state.keyFetches).toBe(2);

    // A refresh is started by a request, in the background: that request still passes.
    after(REFRESH_MS);
    state.published = [second];
    expect(await verify(await tokenOf(second, 'new'))).toBe('new');
    await expect.poll(() => state.keyFetches).toBe(3);
    await expect(verify(old)).rejects.toThrow(/no applicable key/);
  });

  it('refuses every token while no key was ever fetched, trying the provider once per cooldown', async () => {
    state.down = true;
    const token = await tokenOf(first);
    for (let i = 0; i < 10; i++) {
      await expect(verify(token)).rejects.toBeInstanceOf(ProviderKeysUnavailableError);
    }
    expect(state.attemptsWhileDown).toBe(1);
    expect(warnings).toHaveLength(1);

    state.down = false;
    after(COOLDOWN_MS);
    expect(await verify(token)).toBe('someone');
  });
});
