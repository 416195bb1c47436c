import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type User as OidcUser,
} from 'oidc-client-ts';
import type { ClientConfig } from '@kizuki/shared';
import {
  CALLBACK_PATH,
  currentAddress,
  RENEW_BEFORE_SECONDS,
  type SignInState,
} from './session.ts';

/*
 * What needs the sign-in library: signing in, renewing and signing out. Imported on demand
 * (auth-provider.tsx), so that a signed-in person's first screen does not wait for it.
 */

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

/** SPEC.md section 4: the original address is remembered and restored after sign-in. */
export function signInRedirect(userManager: UserManager, returnTo = currentAddress()) {
  // Back from the provider (a callback, or the sign-out's `/?state=`): the root, not that address.
  const state: SignInState = {
    returnTo:
      returnTo.startsWith(CALLBACK_PATH) || returnTo.startsWith('/?state=') ? '/' : returnTo,
  };
  return userManager.signinRedirect({ state, nonce: nonce() });
}
