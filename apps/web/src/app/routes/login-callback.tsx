import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { signInFailureCode } from '../../lib/auth/provider-unreachable.ts';
import { returnAddressOf } from '../../lib/auth/session.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { lazyComponent, LoadFailed } from '../../components/lazy-screen.tsx';
import { loadSignInStrings } from '../../lib/i18n/i18n.ts';

// Only a sign-in that fails shows the error page: a first sign-in does not download it (issue 40).
const ErrorView = lazyComponent(() => import('./error-page.tsx').then((m) => m.ErrorView), {
  loading: null,
  failed: <LoadFailed />,
  strings: loadSignInStrings,
});

/** The authorization code can be exchanged once: a second effect run (StrictMode) shares the first. */
let pendingCallback: { url: string; result: Promise<OidcUser> } | null = null;

function completeSignIn(userManager: () => Promise<UserManager>): Promise<OidcUser> {
  const url = window.location.href;
  if (pendingCallback?.url !== url) {
    pendingCallback = {
      url,
      result: userManager().then((manager) => manager.signinRedirectCallback(url)),
    };
  }
  return pendingCallback.result;
}

/** /login/callback: completes sign-in and returns to the remembered address. */
export function LoginCallback() {
  const { t } = useTranslation();
  const { userManager, setOidcUser } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ReturnType<typeof signInFailureCode> | null>(null);

  useEffect(() => {
    completeSignIn(userManager)
      .then((user) => {
        setOidcUser(user);
        void navigate(returnAddressOf(user), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('sign-in could not be completed', error);
        // The token endpoint out of reach is the provider's outage, not a refused sign-in.
        setFailure(signInFailureCode(error));
      });
  }, [userManager, setOidcUser, navigate]);

  if (failure) return <ErrorView code={failure} />;
  return <FullScreenMessage text={t('auth>>signingIn')} />;
}
