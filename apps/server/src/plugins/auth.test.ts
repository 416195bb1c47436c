import { SignJWT, UnsecuredJWT, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSigningKey,
  createTestApp,
  signToken,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TestApp,
} from '../test/test-app.ts';
import { createTokenVerifier } from './auth.ts';

const MR = 'mr@cimgibu.example.com';

describe('bearer token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
      async () =>
        `Bearer ${await new SignJWT({ email: MR })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
          .setSubject(MR)
          .setIssuer(TEST_ISSUER)
          .setAudience(TEST_AUDIENCE)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('x'.repeat(32)))}`,
    ],
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

  it.each(refusals)('refuses %s with 401 and the JSON error', async (_name, makeHeader) => {
    const response = await getMe(await makeHeader());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    });
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
