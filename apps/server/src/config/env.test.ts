import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, publicUrlOf } from './env.ts';

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      OIDC_EMAIL_CLAIM: 'email',
      OIDC_ALGORITHMS: ['RS256', 'PS256', 'ES256'],
      SEED_DEMO_DATA: true,
      SHUTDOWN_TIMEOUT_MS: 8000,
      SHUTDOWN_DRAIN_DELAY_MS: 0,
      DATABASE_POOL_MAX: 10,
    });
    expect(publicUrlOf(env)).toBe('http://localhost:3000');
  });

  it('takes the VAPID keys together or not at all, and a list of push-service hosts', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    const env = loadEnv({
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, *.push.apple.com',
    });
    expect(env.PUSH_SERVICE_HOSTS).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(() => loadEnv({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });

  it('treats an empty value as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/kizuki' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_MAX: '1' }, 'DATABASE_POOL_MAX'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'x' }, 'OIDC_AUDIENCE'],
    [{ OIDC_ALGORITHMS: 'RS256,none' }, 'OIDC_ALGORITHMS'],
    [{ OIDC_ALGORITHMS: 'HS256' }, 'OIDC_ALGORITHMS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SHUTDOWN_DRAIN_DELAY_MS: '8000' }, 'SHUTDOWN_DRAIN_DELAY_MS'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
  ])('stops on %o with a message naming %s', (source, setting) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`\\b${setting}\\b`));
  });
});
