import { CLIENT_CONFIG_ELEMENT_ID } from '@kizuki/shared/rules';
import type { ClientConfig } from '@kizuki/shared';

/*
 * The session as the app reads it without the sign-in library (oidc-client-ts, ~14 KiB): the
 * settings in the page, the session oidc-client-ts stored, its e-mail and expiry. A signed-in
 * person's first screen needs nothing more; the library loads when sign-in, renewal or sign-out
 * needs it (auth-client.ts; docs/performance.md, "JavaScript on the first paint").
 */

/**
 * A signed-in session: the fields of oidc-client-ts's `User` that the app reads, which are also
 * what it stores (`User.toStorageString`), so a stored session and a library's user are alike.
 */
export interface SessionUser {
  access_token: string;
  refresh_token?: string;
  profile: Record<string, unknown>;
  /** Seconds since the epoch. */
  expires_at?: number;
  state?: unknown;
}

export const CALLBACK_PATH = '/login/callback';

export interface SignInState {
  returnTo: string;
}

/** The settings the server put in the page; absent when the service worker served a cached page. */
function inlineClientConfig(): unknown {
  const block = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  return block ? JSON.parse(block) : null;
}

async function requestClientConfig(): Promise<unknown> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return response.json();
}

/** The sign-in settings as the app needs them, or null when they are incomplete. */
function asClientConfig(config: unknown): ClientConfig | null {
  const oidc = (config as Partial<ClientConfig> | null)?.oidc;
  if (!oidc?.authority || !oidc.clientId || !oidc.scope || !oidc.emailClaim) return null;
  return { oidc };
}

/** The settings in the page, read at once (the page's start script: ask-first-requests.ts). */
export function pageClientConfig(): ClientConfig | null {
  try {
    return asClientConfig(inlineClientConfig());
  } catch {
    return null;
  }
}

export async function fetchClientConfig(): Promise<ClientConfig> {
  const config = asClientConfig(inlineClientConfig() ?? (await requestClientConfig()));
  if (!config) throw new Error('GET /api/config answered an incomplete sign-in configuration');
  return config;
}

/** How long before its expiry an access token is renewed. */
export const RENEW_BEFORE_SECONDS = 10;

/** Seconds until the access token expires (none said: it does not). */
export function secondsLeft(user: SessionUser, now = Date.now()): number {
  return user.expires_at === undefined ? Infinity : user.expires_at - now / 1000;
}

/**
 * Where oidc-client-ts keeps the session (its `WebStorageStateStore` over localStorage, prefix
 * `oidc.`, key `user:<authority>:<client id>`); a test signs in through the library and reads it
 * back here.
 */
export function storedSessionKey(config: ClientConfig): string {
  return `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
}

/** The session the library stored, read without it; null when there is none or it is unreadable. */
export function readStoredSession(config: ClientConfig): SessionUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storedSessionKey(config)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { access_token, profile, expires_at } = stored as Partial<SessionUser>;
    if (typeof access_token !== 'string' || typeof profile !== 'object' || profile === null) {
      return null;
    }
    if (expires_at !== undefined && typeof expires_at !== 'number') return null;
    return stored as SessionUser;
  } catch {
    return null;
  }
}

export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Only a same-origin path may be returned to, never another site. */
export function returnAddressOf(user: SessionUser): string {
  const returnTo = (user.state as Partial<SignInState> | undefined)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}

/** The claims of a JWT, unverified (the API verifies it); none when the token is opaque. */
function claimsOf(token: string): Record<string, unknown> {
  try {
    const binary = atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    // The claims are UTF-8: an e-mail with non-ASCII characters must survive the decoding.
    const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The e-mail wherever the provider put it: the ID token (with the userinfo endpoint's claims when
 * OIDC_LOAD_USERINFO is set), else the access token, where the API reads it too.
 */
export function emailOf(user: SessionUser, emailClaim: string): string | null {
  const value = user.profile[emailClaim] ?? claimsOf(user.access_token)[emailClaim];
  return typeof value === 'string' ? value : null;
}
