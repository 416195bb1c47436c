import { CacheProvider } from '@emotion/react';
// Without the CSS-variables theme's provider, which this theme does not use (issue 40).
import ThemeProvider from '@kizuki/mui-no-vars/ThemeProviderNoVars';
import type { i18n as I18n } from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { SigningInMessage } from '../components/full-screen-message.tsx';
import { lazyComponent, LoadFailed } from '../components/lazy-screen.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { loadSignInStrings, switchLanguage } from '../lib/i18n/i18n.ts';
import { useSettings, useThemeMode } from '../lib/settings.ts';
import { createAppTheme, THEME_COLORS } from '../lib/theme.ts';
import { ToastProvider } from '../lib/toast.tsx';
import { showErrorPage } from './error-navigation.ts';
import { createAppQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';
import { storeLanguageForWorker } from '../lib/service-worker-bridge.ts';
import { createStyleCache } from '../lib/csp-nonce.ts';
import { AppBaseline } from '../lib/app-baseline.tsx';
import { useFirstScreenSettled } from '../lib/first-screen-settled.ts';
import { isOffline, OfflineScreen } from './offline.ts';

// The service worker's registration (workbox-window) and the update prompt wait until the first
// screen has its data, is drawn and the browser is idle: not on the first paint
// (docs/performance.md).
const UpdatePrompt = lazy(() =>
  import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

function UpdatePromptAfterFirstScreen() {
  const ready = useFirstScreenSettled();
  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

/** Made once: the page's nonce does not change while it lives. */
const styleCache = createStyleCache();

const ErrorView = lazyComponent(() => import('./routes/error-page.tsx').then((m) => m.ErrorView), {
  loading: null,
  failed: <LoadFailed />,
  strings: loadSignInStrings,
});

function StartFailure({ error }: { error: unknown }) {
  return isOffline(error) ? <OfflineScreen /> : <ErrorView code={null} />;
}

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(() => createAppQueryClient(showErrorPage));
  const { lang } = useSettings();
  const themeMode = useThemeMode();
  // The language too: MUI's own component words (theme.ts) follow it.
  const theme = useMemo(() => createAppTheme(themeMode, lang), [themeMode, lang]);

  // Settings apply at once (SPEC.md section 3): language, document language and browser chrome.
  useEffect(() => {
    void switchLanguage(i18n, lang).then(() => {
      document.documentElement.lang = lang;
    });
    // Push notifications are worded by the service worker, in the language chosen here.
    void storeLanguageForWorker(lang);
  }, [i18n, lang]);
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLORS[themeMode].background);
  }, [themeMode]);

  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <AppBaseline />
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AuthProvider
                fallback={<SigningInMessage />}
                failure={(error) => <StartFailure error={error} />}
              >
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </AuthProvider>
              <UpdatePromptAfterFirstScreen />
            </QueryClientProvider>
          </ToastProvider>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
