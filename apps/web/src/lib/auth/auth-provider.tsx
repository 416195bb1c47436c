import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ClientConfig } from '@kizuki/shared';
import { connectApiSession } from '../api-client.ts';
import { createUserManager, emailOf, fetchClientConfig, signInRedirect } from './auth-client.ts';
import { AuthContext, type AuthState } from './auth-context.tsx';

interface Loaded {
  config: ClientConfig;
  userManager: UserManager;
}

/** Points every API call at this session: its token, and a fresh sign-in when the API says 401. */
function connectSession(userManager: UserManager, user: OidcUser | null) {
  connectApiSession({
    accessToken: () => user?.access_token ?? null,
    onUnauthorized: () => {
      void userManager.removeUser().then(() => signInRedirect(userManager));
    },
  });
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
        if (cancelled) return;
        const session = stored && !stored.expired ? stored : null;
        connectSession(userManager, session);
        setOidcUserState(session);
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
        signOut: () => loaded.userManager.signoutRedirect(),
      },
    [loaded, oidcUser, setOidcUser],
  );

  if (startFailure) return failure(startFailure.error);
  if (!value) return fallback;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
