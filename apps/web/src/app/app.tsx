import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FullScreenMessage } from '../components/full-screen-message.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { initI18n } from '../lib/i18n/i18n.ts';
import { createAppTheme } from '../lib/theme.ts';
import { createAppQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { ErrorView } from './routes/error-page.tsx';

function SigningIn() {
  const { t } = useTranslation();
  return <FullScreenMessage text={t('auth>>signingIn')} />;
}

export function App() {
  const [i18n] = useState(() => initI18n());
  const [theme] = useState(() => createAppTheme('light'));
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(() =>
    createAppQueryClient(() => void router.navigate('/error', { replace: true })),
  );

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <AuthProvider fallback={<SigningIn />} failure={<ErrorView code={null} />}>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
