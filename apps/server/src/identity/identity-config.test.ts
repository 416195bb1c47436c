import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createTokenVerifier } from '../plugins/auth.ts';
import { clientConfigOf } from '../modules/system/system.routes.ts';
import { externalIdentity } from './identity-config.ts';

/** A stand-in corporate issuer: a discovery document and a JWKS, served on 127.0.0.1. */
describe('a corporate issuer, found through its discovery document', () => {
  let issuer: string;
  let discoveryRequests = 0;
  const keyPair = generateKeyPair('RS256', { extractable: true });
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === '/tenant/v2.0/.well-known/openid-configuration') {
        discoveryRequests++;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
      } else if (request.url === '/tenant/v2.0/keys') {
        const jwk = await exportJWK((await keyPair).publicKey);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ keys: [{ ...jwk, kid: 'corp-1', alg: 'RS256', use: 'sig' }] }),
        );
      } else {
        response.statusCode = 404;
        response.end();
      }
    })();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant/v2.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies tokens with the published keys and reads the configured e-mail claim', async () => {
    const identity = externalIdentity(
      loadEnv({
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'kizuki',
        OIDC_AUDIENCE: 'api://kizuki, 00000000-client',
        OIDC_AUTHORIZED_PARTY: 'kizuki',
        OIDC_EMAIL_CLAIM: 'preferred_username',
      }),
      { warn: () => {} },
    );
    expect(identity).toMatchObject({
      issuer,
      clientId: 'kizuki',
      audience: ['api://kizuki', '00000000-client'],
      authorizedParties: ['kizuki'],
    });
    const verify = createTokenVerifier(identity);
    const sign = async (kid: string) =>
      new SignJWT({ preferred_username: 'Taro.Yamada@corp.example', azp: 'kizuki' })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject('00000000-aaaa')
        .setIssuer(issuer)
        .setAudience('api://kizuki')
        .setExpirationTime('10m')
        .sign((await keyPair).privateKey);

    expect(await verify(await sign('corp-1'))).toEqual({
      subject: '00000000-aaaa',
      email: 'taro.yamada@corp.example',
      authTime: null,
    });
    await expect(verify(await sign('not-published'))).rejects.toThrow();
    expect(discoveryRequests).toBe(1);
  });
});

describe('the settings for a provider that wants more in the authorization request', () => {
  const env = (extra: Record<string, string>) =>
    loadEnv({
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'kizuki',
      OIDC_AUDIENCE: 'https://kizuki.example.com/api',
      ...extra,
    });

  it('reach the browser: extra scopes, extra parameters and the userinfo switch', () => {
    const identity = externalIdentity(
      env({
        OIDC_EXTRA_SCOPES: 'offline_access email',
        OIDC_EXTRA_AUTH_PARAMS: 'resource=https://kizuki.example.com/api&domain_hint=corp.example',
        OIDC_LOAD_USERINFO: 'true',
      }),
      { warn: () => {} },
    );
    expect(clientConfigOf(identity).oidc).toEqual({
      authority: 'https://login.example.com',
      clientId: 'kizuki',
      scope: 'openid profile email offline_access',
      emailClaim: 'email',
      extraQueryParams: {
        resource: 'https://kizuki.example.com/api',
        domain_hint: 'corp.example',
      },
      loadUserInfo: true,
    });
  });

  it('leave the browser settings as they were when unset', () => {
    expect(clientConfigOf(externalIdentity(env({}), { warn: () => {} })).oidc).toEqual({
      authority: 'https://login.example.com',
      clientId: 'kizuki',
      scope: 'openid profile email',
      emailClaim: 'email',
    });
  });

  it('refuse a parameter that the sign-in sets itself', () => {
    expect(() => env({ OIDC_EXTRA_AUTH_PARAMS: 'prompt=login&nonce=fixed' })).toThrow(
      /OIDC_EXTRA_AUTH_PARAMS/,
    );
  });
});
