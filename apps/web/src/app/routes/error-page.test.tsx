import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en.ts';
import { initI18n, loadSignInStrings, type Language } from '../../lib/i18n/i18n.ts';
import { ErrorPage } from './error-page.tsx';

function renderAt(url: string, language: Language = 'ja') {
  const router = createMemoryRouter([{ path: '/error', element: <ErrorPage /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={initI18n(language, { en })}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the error page (SPEC.md section 2)', () => {
  // The page loads with signing in's strings (router.tsx), which word it.
  beforeAll(() => loadSignInStrings());

  it('says the user is not registered for code userNotFound', () => {
    renderAt('/error?code=userNotFound');
    expect(screen.getByRole('heading', { name: '問題が発生しました' })).toBeTruthy();
    expect(screen.getByText('ユーザーが登録されていないようです。')).toBeTruthy();
    expect(screen.getByText(/システム管理者/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'トップに戻って再読み込み' }).getAttribute('href'),
    ).toBe('/');
  });

  it.each(['/error', '/error?code=somethingElse'])('gives the generic message at %s', (url) => {
    renderAt(url);
    expect(screen.getByText('うまくいきませんでした。')).toBeTruthy();
  });

  it('says the sign-in service cannot be reached, and offers to try again from the start', () => {
    renderAt('/error?code=signInUnreachable');
    expect(screen.getByText(/^サインインサービスに接続できません。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'もう一度試す' }).getAttribute('href')).toBe('/');
  });

  it('speaks English when English is chosen', () => {
    renderAt('/error?code=userNotFound', 'en');
    expect(screen.getByRole('heading', { name: 'A problem has occurred' })).toBeTruthy();
    expect(screen.getByText('You do not seem to be registered as a user.')).toBeTruthy();
  });

  it('says in English that the sign-in service cannot be reached', () => {
    renderAt('/error?code=signInUnreachable', 'en');
    expect(screen.getByText(/^The sign-in service cannot be reached\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });
});
