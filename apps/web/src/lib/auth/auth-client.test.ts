import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse, type User as OidcUser, type UserManager } from 'oidc-client-ts';
import { renewSession } from './auth-client.ts';
import { emailOf, fetchClientConfig } from './session.ts';

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

describe('renewing the session', () => {
  const session = (refreshToken?: string) =>
    ({ expires_in: -5, refresh_token: refreshToken }) as unknown as OidcUser;
  const managerWith = (stored: OidcUser | null, renew: () => Promise<OidcUser | null>) =>
    ({ getUser: async () => stored, signinSilent: renew }) as unknown as UserManager;

  it('ends a session the provider refuses, or that has no refresh token', async () => {
    const refused = managerWith(session('used'), () =>
      Promise.reject(new ErrorResponse({ error: 'invalid_grant' })),
    );
    expect(await renewSession(refused)).toBe('ended');
    expect(await renewSession(managerWith(session(), () => Promise.resolve(null)))).toBe('ended');
  });

  it('keeps a session whose provider could not be reached, for the next try', async () => {
    const offline = managerWith(session('kept'), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await renewSession(offline)).toBe('unanswered');
  });

  it('answers the renewed session', async () => {
    const renewed = { access_token: 'new' } as unknown as OidcUser;
    expect(await renewSession(managerWith(session('r'), () => Promise.resolve(renewed)))).toBe(
      renewed,
    );
  });
});

describe('a claim outside ASCII', () => {
  it('is decoded as UTF-8 from the access token', () => {
    const payload = new TextEncoder().encode(JSON.stringify({ email: 'tarō@corp.example' }));
    const base64 = btoa(String.fromCharCode(...payload))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const user = { profile: {}, access_token: `e30.${base64}.sig` } as unknown as OidcUser;
    expect(emailOf(user, 'email')).toBe('tarō@corp.example');
  });
});
