/// <reference types="vite-plugin-pwa/client" />
/**
 * The floor of the stack (issue 21): an app built on Kizuki's dependencies (React, MUI and its
 * styling engine, react-router, TanStack Query, i18next, oidc-client-ts, the PWA plugin's
 * registration) that draws one heading and a line of text, no screens and no data. The benchmark
 * measures it with Lighthouse beside the product's screens (web-bench.ts), so what a data screen
 * costs above the stack is a figure, not a memory.
 */
import { CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { UserManager } from 'oidc-client-ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { registerSW } from 'virtual:pwa-register';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ja',
  resources: {
    ja: { translation: { title: 'Kizuki', body: '競合・市場の気づきを、すばやく共有' } },
  },
  initAsync: false,
});
// Constructed as the product does, so the library is in the bundle and runs its set-up.
new UserManager({
  authority: `${window.location.origin}/idp`,
  client_id: 'empty',
  redirect_uri: `${window.location.origin}/callback`,
});
registerSW({ immediate: false });

function Home() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 16 }}>
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      <Typography>{t('body')}</Typography>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createTheme()}>
        <CssBaseline />
        <QueryClientProvider client={new QueryClient()}>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<Home />} />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
