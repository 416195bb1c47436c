import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type User as OidcUser,
} from 'oidc-client-ts';
import { CLIENT_CONFIG_ELEMENT_ID } from '@kizuki/shared/rules';
import type { ClientConfig } from '@kizuki/shared';

export const CALLBACK_PATH = '/login/callback';

interface SignInState {
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

export async function fetchClientConfig(): Promise<ClientConfig> {
  const config = (inlineClientConfig() ?? (await requestClientConfig())) as Partial<ClientConfig>;
  const oidc = config.oidc;
  if (!oidc?.authority || !oidc.clientId || !oidc.scope || !oidc.emailClaim) {
    throw new Error('GET /api/config answered an incomplete sign-in configuration');
  }
  return { oidc };
}

export function createUserManager(config: ClientConfig): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.oidc.scope,
    extraQueryParams: config.oidc.extraQueryParams,
    loadUserInfo: config.oidc.loadUserInfo,
    // docs/security.md "Where the tokens live": a new tab or a reopened app keeps the session.
    userStore: new WebStorageStateStore({ store: localStorage }),
    // Renewal is the AuthProvider's (renewSession), one tab at a time.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_SECONDS,
  });
}

/** How long before its expiry an access token is renewed. */
export const RENEW_BEFORE_SECONDS = 10;

/** A fresh random nonce for every authorization request; oidc-client-ts checks the ID token's. */
const nonce = () => crypto.randomUUID();

/**
 * A new access token through the refresh token; without one, null: the caller signs in again by a
 * redirect, which the provider's session answers without a question (a hidden frame cannot: the
 * app refuses to be framed, `frame-ancestors 'none'`). Tabs share the stored session: one renews
 * at a time, and a tab that finds it already renewed by another uses it, so a rotated refresh
 * token is never sent twice.
 */
export async function renewSession(userManager: UserManager): Promise<Renewal> {
  const renew = async (): Promise<Renewal> => {
    const stored = await userManager.getUser();
    if (stored && (stored.expires_in ?? 0) > RENEW_BEFORE_SECONDS) return stored;
    return (stored?.refresh_token && (await userManager.signinSilent())) || 'ended';
  };
  try {
    // Browsers without Web Locks renew in each tab: rare, and the provider refuses the loser.
    return await (navigator.locks ? navigator.locks.request('kizuki-renew', renew) : renew());
  } catch (error) {
    console.warn('the session could not be renewed', error);
    // The provider said no (the refresh token was revoked or used): the session is over. Anything
    // else (no network on a phone) keeps the stored session for the next try.
    return error instanceof ErrorResponse ? 'ended' : 'unanswered';
  }
}

/**
 * What renewing came to: a renewed session; `ended` (the provider refused, or there is no refresh
 * token): sign in again; `unanswered` (the provider could not be reached): keep the stored session
 * and try again at the next call.
 */
export type Renewal = OidcUser | 'ended' | 'unanswered';

export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** SPEC.md section 4: the original address is remembered and restored after sign-in. */
export function signInRedirect(userManager: UserManager, returnTo = currentAddress()) {
  // Back from the provider (a callback, or the sign-out's `/?state=`): the root, not that address.
  const state: SignInState = {
    returnTo:
      returnTo.startsWith(CALLBACK_PATH) || returnTo.startsWith('/?state=') ? '/' : returnTo,
  };
  return userManager.signinRedirect({ state, nonce: nonce() });
}

/** Only a same-origin path may be returned to, never another site. */
export function returnAddressOf(user: OidcUser): string {
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
export function emailOf(user: OidcUser, emailClaim: string): string | null {
  const value =
    (user.profile as Record<string, unknown>)[emailClaim] ??
    claimsOf(user.access_token)[emailClaim];
  return typeof value === 'string' ? value : null;
}
