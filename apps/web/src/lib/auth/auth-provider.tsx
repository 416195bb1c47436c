import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ClientConfig } from '@kizuki/shared';
import { connectApiSession } from '../api-client.ts';
import {
  createUserManager,
  emailOf,
  fetchClientConfig,
  renewSession,
  signInRedirect,
} from './auth-client.ts';
import { AuthContext, type AuthState } from './auth-context.tsx';

interface Loaded {
  config: ClientConfig;
  userManager: UserManager;
}

/** The session is over: a normal sign-in that comes back to the current address. */
function signInAgain(userManager: UserManager) {
  void userManager.removeUser().then(() => signInRedirect(userManager));
}

/**
 * Points every API call at this session: its token (renewed first if it expired while the timers
 * slept, as on a phone), and a fresh sign-in when the API says 401.
 */
function connectSession(userManager: UserManager, user: OidcUser | null) {
  connectApiSession({
    accessToken: async () => {
      if (!user?.expired) return user?.access_token ?? null;
      const renewal = await renewSession(userManager);
      if (typeof renewal === 'object') return renewal.access_token;
      // Not renewed: an ended session has no token (the API's 401 signs in again); an unanswered
      // renewal keeps the stored one until the provider can be reached.
      return renewal === 'unanswered' ? user.access_token : null;
    },
    onUnauthorized: () => signInAgain(userManager),
  });
}

/** Whether a storage event says another tab removed the stored session (signed out). */
function isSignOutElsewhere(event: StorageEvent): boolean {
  return event.key?.startsWith('oidc.user:') === true && event.newValue === null;
}

/**
 * Loads the sign-in settings and the stored session; the routes decide when to sign in. While the
 * settings load, `fallback` (the full-screen "Sign in ..." message) shows; if they fail, `failure`
 * (offline, or the error page).
 */
export function AuthProvider({
  children,
  fallback,
  failure,
}: {
  children: ReactNode;
  fallback: ReactNode;
  failure: (error: unknown) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [oidcUser, setOidcUserState] = useState<OidcUser | null>(null);
  const [startFailure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchClientConfig()
      .then(async (config) => {
        const userManager = createUserManager(config);
        const stored = await userManager.getUser();
        // A new tab or a reopened app: an expired access token is renewed, without a redirect.
        const renewal = stored?.expired ? await renewSession(userManager) : stored;
        const session = renewal === 'ended' ? null : renewal === 'unanswered' ? stored : renewal;
        if (cancelled) return;
        const adopt = (user: OidcUser | null) => {
          connectSession(userManager, user);
          setOidcUserState(user);
        };
        adopt(session);
        userManager.events.addUserLoaded(adopt);
        userManager.events.addAccessTokenExpiring(() => {
          void renewSession(userManager).then((renewal) => {
            if (typeof renewal === 'object') adopt(renewal);
            else if (renewal === 'ended') signInAgain(userManager);
          });
        });
        // Signed out in another tab: this one stops using the session at once.
        window.addEventListener('storage', (event) => {
          if (!isSignOutElsewhere(event)) return;
          adopt(null);
          window.location.assign('/');
        });
        setLoaded({ config, userManager });
      })
      .catch((error: unknown) => {
        console.error('sign-in settings could not be loaded', error);
        if (!cancelled) setFailure({ error });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const setOidcUser = useCallback(
    (user: OidcUser | null) => {
      if (loaded) connectSession(loaded.userManager, user);
      setOidcUserState(user);
    },
    [loaded],
  );

  const value = useMemo<AuthState | null>(
    () =>
      loaded && {
        ...loaded,
        oidcUser,
        email: oidcUser ? emailOf(oidcUser, loaded.config.oidc.emailClaim) : null,
        setOidcUser,
        // The provider's session ends too where it offers end_session_endpoint (with id_token_hint,
        // post_logout_redirect_uri and state); the local session is cleared either way.
        signOut: () =>
          // No extraQueryParams: the sign-in's (resource, prompt…) are not the end-session's.
          loaded.userManager
            .signoutRedirect({ state: '/', extraQueryParams: {} })
            .catch(async () => {
              await loaded.userManager.removeUser();
              window.location.assign('/');
            }),
      },
    [loaded, oidcUser, setOidcUser],
  );

  if (startFailure) return failure(startFailure.error);
  if (!value) return fallback;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
