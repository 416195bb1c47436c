import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { createUserManager } from './auth-client.ts';
import { readStoredSession, returnAddressOf, secondsLeft, storedSessionKey } from './session.ts';

const CONFIG = {
  oidc: {
    authority: 'https://login.example.com/v2.0',
    clientId: 'kizuki-web',
    scope: 'openid profile email',
    emailClaim: 'email',
  },
};

/**
 * A signed-in person's first screen reads the session oidc-client-ts stored without loading the
 * library: the key and the fields must be the library's own.
 */
describe('the stored session, read without the sign-in library', () => {
  afterEach(() => localStorage.clear());

  it('is the session the library stored, under the library’s key', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 300;
    const user = new User({
      access_token: 'access-token',
      refresh_token: 'refresh-token',
      token_type: 'Bearer',
      profile: {
        sub: 'u1',
        iss: CONFIG.oidc.authority,
        aud: 'kizuki-web',
        exp: 0,
        iat: 0,
        email: 'mr@example.com',
      },
      expires_at: expiresAt,
      userState: { returnTo: '/tasks' },
    });
    await createUserManager(CONFIG).storeUser(user);
    expect(localStorage.getItem(storedSessionKey(CONFIG))).not.toBeNull();

    const stored = readStoredSession(CONFIG);
    expect(stored).toMatchObject({
      access_token: 'access-token',
      refresh_token: 'refresh-token',
      expires_at: expiresAt,
      profile: { email: 'mr@example.com' },
    });
    expect(secondsLeft(stored!)).toBeGreaterThan(290);
    // And the library reads back what it stored: the same session either way.
    expect((await createUserManager(CONFIG).getUser())?.access_token).toBe(stored!.access_token);
  });

  it('is none when nothing or something unreadable is stored', () => {
    expect(readStoredSession(CONFIG)).toBeNull();
    for (const value of ['not json', '{"profile":{}}', '{"access_token":1,"profile":{}}', 'null']) {
      localStorage.setItem(storedSessionKey(CONFIG), value);
      expect(readStoredSession(CONFIG), value).toBeNull();
    }
    localStorage.setItem(
      storedSessionKey(CONFIG),
      JSON.stringify({ access_token: 'a', profile: {}, expires_at: 'soon' }),
    );
    expect(readStoredSession(CONFIG)).toBeNull();
  });

  it('returns only to an address of this site after sign-in', () => {
    const returning = (returnTo: unknown) =>
      returnAddressOf({ access_token: 'a', profile: {}, state: { returnTo } });
    expect(returning('/posts/3')).toBe('/posts/3');
    expect(returning('//evil.example')).toBe('/');
    expect(returning('https://evil.example')).toBe('/');
    expect(returning(7)).toBe('/');
  });
});
