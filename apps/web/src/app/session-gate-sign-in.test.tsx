import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ErrorResponse } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../lib/auth/auth-context.tsx';
import { en } from '../lib/i18n/en.ts';
import { initI18n, loadSignInStrings, type Language } from '../lib/i18n/i18n.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { SessionGate } from './session-gate.tsx';

/** The gate of someone not signed in, whose sign-in fails to start with `failure`. */
function renderSignIn(failure: Error, language: Language = 'ja') {
  const auth = {
    oidcUser: null,
    email: null,
    restoredSession: false,
    signIn: () => Promise.reject(failure),
  } as unknown as AuthState;
  const router = createMemoryRouter(
    [
      { path: '/', element: <SessionGate /> },
      { path: '/error', element: <ErrorPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={initI18n(language, { en })}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('a sign-in that cannot start', () => {
  // The error page it ends at loads with signing in's strings (router.tsx).
  beforeAll(() => loadSignInStrings());
  // The gate reports the failure to the console, as it should; the test keeps the output clean.
  beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('says the sign-in service cannot be reached when the provider’s discovery fails to load', async () => {
    renderSignIn(new TypeError('Failed to fetch'));
    expect(await screen.findByText(/^サインインサービスに接続できません。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'もう一度試す' })).toBeTruthy();
  });

  it('says so in English too, also when the provider did not answer in time', async () => {
    const timeout = Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' });
    renderSignIn(timeout, 'en');
    expect(await screen.findByText(/^The sign-in service cannot be reached\./)).toBeTruthy();
  });

  it('gives the sign-in failure, not an outage, when the provider answered with an error', async () => {
    renderSignIn(new ErrorResponse({ error: 'invalid_client' }));
    expect(await screen.findByText('サインインを完了できませんでした。')).toBeTruthy();
    expect(screen.queryByText(/サインインサービスに接続できません/)).toBeNull();
  });
});
