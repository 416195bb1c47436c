import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../config/env.ts';
import { cachedProviderKeys, type KeyFetchLog } from './provider-keys.ts';

/** Everything the API and the browser need to know about the identity provider in use. */
export interface IdentityConfig {
  issuer: string;
  clientId: string;
  /** The audiences the API accepts in `aud` (OIDC_AUDIENCE, comma-separated). */
  audience: string | string[];
  /** When set, the only client ids a token may have been issued to (OIDC_AUTHORIZED_PARTY). */
  authorizedParties?: string[];
  scope: string;
  /** Added to the browser's authorization request (OIDC_EXTRA_AUTH_PARAMS). */
  extraAuthParams?: Record<string, string>;
  /** The browser completes the profile from the userinfo endpoint (OIDC_LOAD_USERINFO). */
  loadUserInfo?: boolean;
  emailClaim: string;
  algorithms: string[];
  keys: JWTVerifyGetKey;
}

export const DEV_CLIENT_ID = 'kizuki-web';

export function devIssuerOf(publicUrl: string): string {
  return `${publicUrl}/idp`;
}

export function devAudienceOf(publicUrl: string): string {
  return `${publicUrl}/api`;
}

export function localKeys(publicJwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(publicJwks);
}

/** OIDC_SCOPE with OIDC_EXTRA_SCOPES, each scope once. */
export function scopeOf(env: Env): string {
  const scopes = `${env.OIDC_SCOPE} ${env.OIDC_EXTRA_SCOPES ?? ''}`.split(/[\s,]+/).filter(Boolean);
  return [...new Set(scopes)].join(' ');
}

/** `log` hears of failed fetches of the provider's keys (they never fail a request by themselves). */
export function externalIdentity(env: Env, log: KeyFetchLog): IdentityConfig {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_AUDIENCE) {
    throw new Error('externalIdentity needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE');
  }
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE,
    ...(env.OIDC_AUTHORIZED_PARTY && { authorizedParties: env.OIDC_AUTHORIZED_PARTY }),
    scope: scopeOf(env),
    extraAuthParams: env.OIDC_EXTRA_AUTH_PARAMS,
    loadUserInfo: env.OIDC_LOAD_USERINFO,
    emailClaim: env.OIDC_EMAIL_CLAIM,
    algorithms: env.OIDC_ALGORITHMS,
    keys: cachedProviderKeys(env.OIDC_ISSUER, {
      refreshIntervalMs: env.OIDC_KEYS_REFRESH_SECONDS * 1000,
      refetchCooldownMs: env.OIDC_KEYS_REFETCH_COOLDOWN_SECONDS * 1000,
      log,
    }),
  };
}
