import { Writable } from 'node:stream';
import { exportJWK, exportSPKI, SignJWT, UnsecuredJWT, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';
import {
  createSigningKey,
  serveApp,
  signToken,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TestApp,
} from '../test/test-app.ts';
import Fastify from 'fastify';
import { ProviderKeysUnavailableError } from '../identity/provider-keys.ts';
import authPlugin, { createTokenVerifier } from './auth.ts';
import errorsPlugin from './errors.ts';

const MR = 'mr@cimgibu.example.com';

describe('bearer token verification', () => {
  let t: Omit<TestApp, 'close'>;
  /** What the server logged, line by line: refusals are logged, tokens never. */
  const logLines: string[] = [];
  beforeAll(async () => {
    const database = await createSeededTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await serveApp(database, { logger: { ...(loggerOptions('info') as object), stream } });
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.close();
  });

  /** A token for the mr signed with HMAC under the secret, which the server must never accept. */
  const hs256Token = (secret: string) =>
    new SignJWT({ email: MR })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject(MR)
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  /** A token signed by the attacker's own key, which the header offers to verify it with. */
  async function selfCertifiedToken(header: 'jwk' | 'jku') {
    const attacker = await createSigningKey();
    const jwk = { ...(await exportJWK(attacker.publicKey)), kid: 'attacker' };
    return new SignJWT({ email: MR })
      .setProtectedHeader(
        header === 'jwk'
          ? { alg: 'RS256', kid: 'test-key', jwk }
          : { alg: 'RS256', kid: 'test-key', jku: 'https://attacker.example/jwks.json' },
      )
      .setSubject(MR)
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(attacker.privateKey);
  }

  const getMe = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(MR)}`,
      headers: authorization ? { authorization } : {},
    });

  it('accepts a valid token and answers the user', async () => {
    const response = await getMe(`Bearer ${await t.tokenFor(MR)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].email).toBe(MR);
  });

  it('accepts the scheme in any case ("bearer" from some providers\' token_type)', async () => {
    const token = await t.tokenFor(MR);
    for (const scheme of ['bearer', 'BEARER']) {
      expect((await getMe(`${scheme} ${token}`)).statusCode).toBe(200);
    }
  });

  const refusals: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a scheme other than Bearer', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a token that is not a JWT', async () => 'Bearer not-a-token'],
    [
      'a token signed by another key',
      async () => `Bearer ${await signToken(await createSigningKey(), MR)}`,
    ],
    [
      'alg none',
      async () =>
        `Bearer ${new UnsecuredJWT({ email: MR })
          .setSubject(MR)
          .setIssuer(TEST_ISSUER)
          .setAudience(TEST_AUDIENCE)
          .setExpirationTime('1h')
          .encode()}`,
    ],
    [
      'HS256 signed with a guessable secret',
      async () => `Bearer ${await hs256Token('x'.repeat(32))}`,
    ],
    [
      // The classic key confusion: the server's public key, which anyone can fetch, as an HMAC secret.
      'HS256 signed with the public key',
      async () => `Bearer ${await hs256Token(await exportSPKI(t.signingKey.publicKey))}`,
    ],
    [
      'a jwk header carrying the attacker key',
      async () => `Bearer ${await selfCertifiedToken('jwk')}`,
    ],
    ['a jku header pointing elsewhere', async () => `Bearer ${await selfCertifiedToken('jku')}`],
    ['an expired token', async () => `Bearer ${await t.tokenFor(MR, { expiresIn: '-5 minutes' })}`],
    [
      'a token not yet valid',
      async () => `Bearer ${await t.tokenFor(MR, { notBefore: '10 minutes' })}`,
    ],
    [
      'the wrong audience',
      async () => `Bearer ${await t.tokenFor(MR, { audience: 'https://other.example/api' })}`,
    ],
    [
      'the wrong issuer',
      async () => `Bearer ${await t.tokenFor(MR, { issuer: 'https://evil.example' })}`,
    ],
    ['an unknown key id', async () => `Bearer ${await t.tokenFor(MR, { kid: 'unknown' })}`],
    ['no e-mail claim', async () => `Bearer ${await signToken(t.signingKey, null)}`],
  ];

  it.each(refusals)(
    'refuses %s with 401, logging the attempt without the token',
    async (_name, makeHeader) => {
      const header = await makeHeader();
      const logged = logLines.length;
      const response = await getMe(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: expect.any(String) },
      });
      const lines = logLines.slice(logged);
      const token = header?.split(' ')[1];
      if (token?.includes('.')) {
        expect(lines.some((line) => line.includes('bearer token refused'))).toBe(true);
        // Not the token, nor its signature or payload part, anywhere in the log.
        for (const part of [token, ...token.split('.').filter((piece) => piece.length > 8)]) {
          expect(lines.join('\n')).not.toContain(part);
        }
      }
      expect(lines.some((line) => line.includes('"statusCode":401'))).toBe(true);
    },
  );
});

describe('look-alike e-mail claims (issue 41)', () => {
  let t: Omit<TestApp, 'close'>;
  const KENJI = 'kenji@cimgibu.example.com';
  beforeAll(async () => {
    t = await serveApp(await createSeededTestDatabase());
    const created = await t.requestAs('hq@cimgibu.example.com', 'POST', '/api/users', {
      email: KENJI,
      lastName: '佐藤',
      firstName: '健二',
      role: 'mr',
      organizationId: (await t.requestAs(MR, 'GET', `/api/users?email=${MR}`)).json().data[0]
        .organizationId,
      isAdmin: false,
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.close();
  });

  /** Who the claim signs in as: the caller's own record, as the app reads it after sign-in. */
  const signInAs = async (email: string) =>
    t.app.inject({
      url: `/api/users?email=${encodeURIComponent(KENJI)}`,
      headers: { authorization: `Bearer ${await signToken(t.signingKey, email)}` },
    });

  it('signs in with the address as registered, in any letter case', async () => {
    expect((await signInAs(KENJI)).json().data[0].email).toBe(KENJI);
    expect((await signInAs('Kenji@CIMGIBU.example.com')).json().data[0].email).toBe(KENJI);
  });

  it.each([
    ['a Kelvin sign', '\u212Aenji@cimgibu.example.com'],
    ['full-width letters', 'ｋｅｎｊｉ@cimgibu.example.com'],
    ['a full-width letter in the domain', 'kenji@ｃimgibu.example.com'],
  ])('refuses a claim with %s (401), never signing in as the look-alike', async (_name, email) => {
    const response = await signInAs(email);
    expect(response.statusCode).toBe(401);
  });

  it('matches nobody with a dotless ı (403 not registered)', async () => {
    const response = await t.app.inject({
      url: '/api/notifications',
      headers: {
        authorization: `Bearer ${await signToken(t.signingKey, 'kenjı@cimgibu.example.com')}`,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('userNotFound');
  });
});

describe('createTokenVerifier', () => {
  it('verifies a token once and answers later polls from its cache', async () => {
    const signingKey = await createSigningKey();
    let keyLookups = 0;
    const keys: JWTVerifyGetKey = () => {
      keyLookups++;
      return signingKey.publicKey;
    };
    const verify = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      algorithms: ['RS256'],
      emailClaim: 'email',
      keys,
    });
    const token = await signToken(signingKey, 'Someone@Example.com');
    for (let poll = 0; poll < 5; poll++) {
      expect(await verify(token)).toEqual({
        subject: 'Someone@Example.com',
        email: 'someone@example.com',
        authTime: null,
      });
    }
    expect(keyLookups).toBe(1);
  });

  it('reads the e-mail from the configured claim', async () => {
    const signingKey = await createSigningKey();
    const verify = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      algorithms: ['RS256'],
      emailClaim: 'preferred_username',
      keys: () => signingKey.publicKey,
    });
    const token = await signToken(signingKey, null, {
      claims: { preferred_username: 'Entra.User@corp.example' },
    });
    expect((await verify(token)).email).toBe('entra.user@corp.example');
  });
});

describe('the audience list and the authorized party', () => {
  const verifierFor = async (options: { audience: string[]; authorizedParties?: string[] }) => {
    const signingKey = await createSigningKey();
    const verify = createTokenVerifier({
      issuer: TEST_ISSUER,
      algorithms: ['RS256'],
      emailClaim: 'email',
      keys: () => signingKey.publicKey,
      ...options,
    });
    return { verify, signingKey };
  };

  it('accepts a token for any audience of the list and refuses another', async () => {
    const { verify, signingKey } = await verifierFor({
      audience: ['api://kizuki', TEST_AUDIENCE],
    });
    for (const audience of ['api://kizuki', TEST_AUDIENCE]) {
      const token = await signToken(signingKey, MR, { audience });
      expect((await verify(token)).email).toBe(MR);
    }
    await expect(
      verify(await signToken(signingKey, MR, { audience: 'api://another-app' })),
    ).rejects.toThrow(/aud/);
  });

  it('refuses a token issued to another client when the parties are configured', async () => {
    const { verify, signingKey } = await verifierFor({
      audience: [TEST_AUDIENCE],
      authorizedParties: ['kizuki-web'],
    });
    const withClaims = (claims: Record<string, string>) => signToken(signingKey, MR, { claims });
    // azp (OpenID Connect, Keycloak, Auth0, Entra ID v2), client_id (RFC 9068), cid (Okta).
    for (const claim of ['azp', 'client_id', 'cid', 'appid']) {
      expect((await verify(await withClaims({ [claim]: 'kizuki-web' }))).email).toBe(MR);
    }
    await expect(verify(await withClaims({ azp: 'another-app' }))).rejects.toThrow(
      /another client/,
    );
    await expect(verify(await withClaims({ client_id: 'another-app' }))).rejects.toThrow(
      /another client/,
    );
    await expect(verify(await withClaims({}))).rejects.toThrow(/another client/);
  });

  it('accepts a token of any client when no party is configured', async () => {
    const { verify, signingKey } = await verifierFor({ audience: [TEST_AUDIENCE] });
    const token = await signToken(signingKey, MR, { claims: { azp: 'another-app' } });
    expect((await verify(token)).email).toBe(MR);
  });
});

describe('a process that has no provider keys yet (issue 24)', () => {
  it('answers 503, not 401: the token may be good, and a 401 would send the person to sign in', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(authPlugin, {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      algorithms: ['RS256'],
      emailClaim: 'email',
      keys: () => Promise.reject(new ProviderKeysUnavailableError('keys unknown')),
    });
    app.get('/checked', { onRequest: (request) => app.authenticate(request) }, () => ({}));
    try {
      const token = await signToken(await createSigningKey(), MR);
      const response = await app.inject({
        url: '/checked',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'serviceUnavailable' } });
    } finally {
      await app.close();
    }
  });
});
