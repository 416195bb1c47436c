import { Box } from '@mui/material';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { termsAcceptanceDue } from '@kizuki/shared/rules';
import { FullScreenMessage } from '../components/full-screen-message.tsx';
import { lazyComponent, LoadFailed, ScreenSkeleton } from '../components/lazy-screen.tsx';
import { loadSignInStrings } from '../lib/i18n/i18n.ts';
import {
  postDetailQueryOptions,
  postListQueryOptions,
} from '../features/posts/api/posts-queries.ts';
import { markAskedAtStart, postIdAt } from '../lib/start-prefetch.ts';
import { useCurrentUserQuery } from '../features/users/api/get-current-user.ts';
import { listPreferencesStore } from '../lib/list-preferences.ts';
import { useDrawnInSlices } from '../lib/hooks/use-drawn-in-slices.ts';
import { ApiError, SignInRequiredError } from '../lib/api-client.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { CurrentUserContext } from '../lib/auth/current-user.tsx';
import { signInFailureCode } from '../lib/auth/provider-unreachable.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { isOffline, OfflineScreen } from './offline.ts';

// Only a first sign-in, or the first after a new version, meets the terms: loaded on demand.
// Its strings are signing in's alone (issue 40).
const TermsDialog = lazyComponent(
  () => import('../features/terms/components/terms-dialog.tsx').then((m) => m.TermsDialog),
  { loading: <ScreenSkeleton />, failed: <LoadFailed />, strings: loadSignInStrings },
);

/** What the screen the app opened at draws first, asked for at start (issue 40). */
function prefetchFirstScreen(queryClient: QueryClient, pathname: string) {
  const quiet = { meta: { ignoreErrors: true }, retry: false } as const;
  if (pathname === '/') {
    const timeline = postListQueryOptions(listPreferencesStore.get('timeline'));
    markAskedAtStart(timeline.queryKey);
    void queryClient.prefetchInfiniteQuery({ ...timeline, ...quiet });
    return;
  }
  const postId = postIdAt(pathname);
  if (postId !== null) {
    const post = postDetailQueryOptions(postId);
    markAskedAtStart(post.queryKey);
    void queryClient.prefetchQuery({
      ...post,
      ...quiet,
      meta: { ...post.meta, ignoreErrors: true },
    });
  }
}

/**
 * Every route but /login/callback and /error stands behind this gate (SPEC.md section 2): signed
 * in, registered, and the terms accepted.
 */
export function SessionGate() {
  const { t } = useTranslation();
  const { oidcUser, email, signIn, restoredSession } = useAuth();

  const [signInFailure, setSignInFailure] = useState<string | null>(null);
  useEffect(() => {
    if (oidcUser) return;
    // The sign-in library's script, or the provider's discovery, could not be had.
    signIn().catch((error: unknown) => {
      console.error('sign-in could not be started', error);
      setSignInFailure(signInFailureCode(error));
    });
  }, [oidcUser, signIn]);

  // The first screen's data needs only the token: asked beside the user, not after it, so the
  // first posts (or the post opened) are painted a round trip sooner (docs/performance.md). Only
  // for a session the app started with: right after a sign-in the terms may still be due (403).
  // Its failure is not the screen's: the gate answers from the user, and the screen asks again.
  const queryClient = useQueryClient();
  const prefetch = oidcUser !== null && restoredSession;
  useEffect(() => {
    if (prefetch) prefetchFirstScreen(queryClient, window.location.pathname);
  }, [prefetch, queryClient]);

  if (signInFailure) return <Navigate to={`/error?code=${signInFailure}`} replace />;
  if (!oidcUser) return <FullScreenMessage text={t('auth>>signingIn')} />;
  // SPEC.md section 8: a sign-in profile without an e-mail is a failure of the profile.
  if (!email) return <Navigate to="/error" replace />;
  return <RegisteredUserGate email={email} />;
}

/** The registered user's part of the gate: the terms dialog until the version in force is accepted. */
export function RegisteredUserGate({ email }: { email: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useCurrentUserQuery(email);
  // The app behind the gate (the shell, the first screen, its cards) is drawn in slices once the
  // user arrives; the message stays until then, and a later change of the user redraws with the
  // record shown until that pass is done.
  const { drawn: user, drawingFirst: catchingUp } = useDrawnInSlices(data);

  if (isPending || catchingUp || error instanceof SignInRequiredError) {
    return <FullScreenMessage text={t('auth>>signingIn')} />;
  }
  if (error instanceof ApiError && error.code === 'userDeactivated') {
    return <Navigate to="/error?code=userDeactivated" replace />;
  }
  // A failed reread (a poll's new version, a lost connection) leaves a signed-in person where
  // they are, with the record they have: only a first read that fails ends at a message.
  if (error && !user) {
    // Opened from the service worker's shell without a network: say so, not "something went wrong".
    return isOffline(error) ? <OfflineScreen /> : <Navigate to="/error" replace />;
  }
  if (!user) return <Navigate to="/error?code=userNotFound" replace />;
  if (!user.agreedAt || termsAcceptanceDue(user)) {
    return (
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <TermsDialog user={user} />
      </Box>
    );
  }
  return (
    <CurrentUserContext.Provider value={user}>
      <AppLayout />
    </CurrentUserContext.Provider>
  );
}
