import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User as OidcUser } from 'oidc-client-ts';
import { emailOf, fetchClientConfig } from './auth-client.ts';

const CONFIG = {
  oidc: {
    authority: 'https://login.example.com/v2.0',
    clientId: 'kizuki-web',
    scope: 'openid profile email',
    emailClaim: 'preferred_username',
  },
};

describe('the sign-in settings', () => {
  afterEach(() => {
    document.getElementById('kizuki-config')?.remove();
    vi.unstubAllGlobals();
  });

  it('are read from the page when the server put them there, without a request', async () => {
    const block = document.createElement('script');
    block.id = 'kizuki-config';
    block.type = 'application/json';
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await fetchClientConfig()).toEqual(CONFIG);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('are asked of the server when the page has none (a page from the service worker)', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(CONFIG), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await fetchClientConfig()).toEqual(CONFIG);
    expect(fetchSpy).toHaveBeenCalledWith('/api/config', expect.anything());
  });

  it('refuse incomplete settings', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ oidc: { clientId: 'x' } })));
    await expect(fetchClientConfig()).rejects.toThrow(/incomplete/);
  });
});

describe('the e-mail of a sign-in', () => {
  const jwt = (claims: object) =>
    ['{"alg":"RS256"}', JSON.stringify(claims)]
      .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
      .join('.') + '.signature';
  const user = (profile: object, accessToken: string) =>
    ({ profile, access_token: accessToken }) as unknown as OidcUser;

  it('is read from the ID token (or the userinfo claims merged into it) first', () => {
    expect(
      emailOf(user({ email: 'a@corp.example' }, jwt({ email: 'b@corp.example' })), 'email'),
    ).toBe('a@corp.example');
  });

  it('is read from the access token when the ID token leaves it out', () => {
    expect(emailOf(user({ sub: 'opaque' }, jwt({ upn: 'Taro@corp.example' })), 'upn')).toBe(
      'Taro@corp.example',
    );
  });

  it('is missing when neither has it, or the access token is opaque', () => {
    expect(emailOf(user({ sub: 'opaque' }, jwt({ sub: 'opaque' })), 'email')).toBeNull();
    expect(emailOf(user({ sub: 'opaque' }, 'an-opaque-token'), 'email')).toBeNull();
  });
});
