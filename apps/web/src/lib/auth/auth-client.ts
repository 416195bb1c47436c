import { UserManager, type User as OidcUser } from 'oidc-client-ts';
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
    loadUserInfo: false,
    automaticSilentRenew: false,
  });
}

export function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** SPEC.md section 4: the original address is remembered and restored after sign-in. */
export function signInRedirect(userManager: UserManager, returnTo = currentAddress()) {
  const state: SignInState = { returnTo: returnTo.startsWith(CALLBACK_PATH) ? '/' : returnTo };
  return userManager.signinRedirect({ state });
}

/** Only a same-origin path may be returned to, never another site. */
export function returnAddressOf(user: OidcUser): string {
  const returnTo = (user.state as Partial<SignInState> | undefined)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}

export function emailOf(user: OidcUser, emailClaim: string): string | null {
  const value = (user.profile as Record<string, unknown>)[emailClaim];
  return typeof value === 'string' ? value : null;
}
