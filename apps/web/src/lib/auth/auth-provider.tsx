import type { UserManager } from 'oidc-client-ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ClientConfig } from '@kizuki/shared';
import { connectApiSession } from '../api-client.ts';
import { useFirstScreenSettled } from '../first-screen-settled.ts';
import { forgetFirstRequests, takeFirstScreenRecord } from '../first-requests.ts';
import { AuthContext, type AuthState } from './auth-context.tsx';
import { signInFailureCode } from './provider-unreachable.ts';
import {
  emailOf,
  fetchClientConfig,
  readStoredSession,
  RENEW_BEFORE_SECONDS,
  secondsLeft,
  type SessionUser,
} from './session.ts';

/** The sign-in library's part (oidc-client-ts), loaded on demand. */
const signInLibrary = () => import('./auth-client.ts');

interface Loaded {
  config: ClientConfig;
  userManager: () => Promise<UserManager>;
  /** Uses a session from now on (the API's token, its renewal), or none. */
  adopt: (user: SessionUser | null) => void;
}

/**
 * The session is over: a normal sign-in that comes back to the current address. The provider's
 * discovery document is read before the stored session is removed: while the provider cannot be
 * reached this rejects and keeps the session, whose token, while still good, the API goes on
 * accepting (it keeps the provider's keys: docs/identity-provider.md).
 */
async function signInAgain(loadManager: () => Promise<UserManager>) {
  const [manager, { signInRedirect }] = await Promise.all([loadManager(), signInLibrary()]);
  // Asked afresh (the library keeps the document it read): leaving for a provider that is down
  // would strand the person on the browser's own error page.
  const discovery = await fetch(manager.settings.metadataUrl, { cache: 'no-store' });
  await discovery.body?.cancel();
  if (!discovery.ok) throw new Error(`the provider's discovery answered ${discovery.status}`);
  await manager.removeUser();
  forgetFirstRequests();
  await signInRedirect(manager);
}

/** A token the API refused: sign in again, or say that the sign-in service cannot be reached. */
function signInAfterRefusal(loadManager: () => Promise<UserManager>) {
  signInAgain(loadManager).catch((error: unknown) => {
    console.error('sign-in could not be started', error);
    window.location.assign(`/error?code=${signInFailureCode(error)}`);
  });
}

/** A new access token, or what to do instead (auth-client.ts `renewSession`). */
async function renew(loadManager: () => Promise<UserManager>) {
  const [manager, { renewSession }] = await Promise.all([loadManager(), signInLibrary()]);
  return renewSession(manager);
}

/** Whether a storage event says another tab removed the stored session (signed out). */
function isSignOutElsewhere(event: StorageEvent): boolean {
  return event.key?.startsWith('oidc.user:') === true && event.newValue === null;
}

/**
 * Loads the sign-in settings and the stored session; the routes decide when to sign in. While the
 * settings load, `fallback` (the full-screen "Sign in ..." message) shows; if they fail, `failure`
 * (offline, or the error page).
 *
 * A stored session whose token is still good is used as it is, read without the sign-in library:
 * the library loads when it is needed (sign-in, sign-out, a token found expired) and, to renew
 * the token a little before it expires, once the first screen has its data; never before a
 * signed-in person's first screen (docs/performance.md).
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
  const [oidcUser, setOidcUserState] = useState<SessionUser | null>(null);
  const [startFailure, setFailure] = useState<{ error: unknown } | null>(null);
  const [restoredSession, setRestoredSession] = useState(false);
  /** Hands renewal to the sign-in library, loading it (set once the settings are read). */
  const takeOverRenewal = useRef<() => void>(() => undefined);
  const firstScreenSettled = useFirstScreenSettled();
  useEffect(() => {
    if (!firstScreenSettled || !loaded) return;
    // What a start's first screen asked for is asked ahead at the next start (first-requests.ts);
    // a sign-in's is not a start's.
    const firstScreen = takeFirstScreenRecord();
    if (firstScreen && restoredSession) {
      void import('../remember-first-requests.ts')
        .then((m) => m.rememberFirstScreen(firstScreen))
        .catch(() => undefined);
    }
    takeOverRenewal.current();
  }, [firstScreenSettled, loaded, restoredSession]);

  useEffect(() => {
    let cancelled = false;
    fetchClientConfig()
      .then(async (config) => {
        let manager: Promise<UserManager> | null = null;
        const loadManager = () =>
          (manager ??= signInLibrary().then(({ createUserManager }) => createUserManager(config)));

        /**
         * Points every API call at this session: its token (renewed first if it expired while the
         * timers slept, as on a phone), and a fresh sign-in when the API says 401.
         */
        const adopt = (user: SessionUser | null) => {
          connectApiSession({
            accessToken: async () => {
              if (!user || secondsLeft(user) > 0) return user?.access_token ?? null;
              const renewal = await renew(loadManager);
              if (typeof renewal === 'object') return renewal.access_token;
              // Not renewed: an ended session has no token (the API's 401 signs in again); an
              // unanswered renewal keeps the stored one until the provider can be reached.
              return renewal === 'unanswered' ? user.access_token : null;
            },
            onUnauthorized: () => signInAfterRefusal(loadManager),
          });
          setOidcUserState(user);
        };

        /**
         * Renewal a little before expiry is the library's timer (its "access token expiring" event,
         * armed when it loads the stored session), once the library is there: at once on the
         * sign-in paths, after the first screen for a stored session (takeOverRenewal below).
         */
        let wired = false;
        const wire = async (manager: UserManager) => {
          if (wired) return;
          wired = true;
          manager.events.addUserLoaded(adopt);
          manager.events.addAccessTokenExpiring(() => {
            void renew(loadManager).then((renewal) => {
              if (typeof renewal === 'object') adopt(renewal);
              // The token is still good: a provider out of reach leaves the person where they
              // are; the token's end (a 401) tries again (signInAfterRefusal).
              else if (renewal === 'ended') {
                signInAgain(loadManager).catch((error: unknown) =>
                  console.warn('sign-in could not be started before the token ends', error),
                );
              }
            });
          });
          await manager.getUser();
        };
        takeOverRenewal.current = () =>
          void loadManager()
            .then(wire)
            // The library's script could not be had (offline): the next API call tries again.
            .catch((error: unknown) => console.warn('the session could not be renewed', error));

        // A new tab or a reopened app: a good token is used at once; an expired one is renewed,
        // without a redirect.
        const stored = readStoredSession(config);
        let session = stored;
        if (stored && secondsLeft(stored) <= RENEW_BEFORE_SECONDS) {
          const renewal = await renew(loadManager);
          // Not renewed: a token still good serves until it ends (a sign-in may wait for a
          // provider that is down); an unanswered renewal keeps even an ended one for the next try.
          const keep = renewal === 'unanswered' || secondsLeft(stored) > 0;
          session = typeof renewal === 'object' ? renewal : keep ? stored : null;
        }
        if (cancelled) return;
        adopt(session);
        setRestoredSession(session !== null);
        // Without a good stored session the library is needed now (sign-in, or a renewal just
        // made); with one, once the first screen has its data.
        if (!session || session !== stored) takeOverRenewal.current();
        // Signed out in another tab: this one stops using the session at once.
        window.addEventListener('storage', (event) => {
          if (!isSignOutElsewhere(event)) return;
          adopt(null);
          window.location.assign('/');
        });
        setLoaded({ config, userManager: loadManager, adopt });
      })
      .catch((error: unknown) => {
        console.error('sign-in settings could not be loaded', error);
        if (!cancelled) setFailure({ error });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const value = useMemo<AuthState | null>(
    () =>
      loaded && {
        config: loaded.config,
        userManager: loaded.userManager,
        oidcUser,
        restoredSession,
        email: oidcUser ? emailOf(oidcUser, loaded.config.oidc.emailClaim) : null,
        setOidcUser: loaded.adopt,
        signIn: async () => {
          const [manager, { signInRedirect }] = await Promise.all([
            loaded.userManager(),
            signInLibrary(),
          ]);
          await signInRedirect(manager);
        },
        // The provider's session ends too where it offers end_session_endpoint (with id_token_hint,
        // post_logout_redirect_uri and state); the local session is cleared either way.
        signOut: async () => {
          // A shared device keeps no text typed and not saved (issue 39).
          await import('../outbox/unsaved-work.ts').then((m) => m.forgetAllUnsavedWork());
          // Nor what the last person's screens asked for as they opened (first-requests.ts).
          forgetFirstRequests();
          const manager = await loaded.userManager();
          // No extraQueryParams: the sign-in's (resource, prompt…) are not the end-session's.
          await manager.signoutRedirect({ state: '/', extraQueryParams: {} }).catch(async () => {
            await manager.removeUser();
            window.location.assign('/');
          });
        },
      },
    [loaded, oidcUser, restoredSession],
  );

  if (startFailure) return failure(startFailure.error);
  if (!value) return fallback;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
