import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kizuki/shared';
import { ApiError } from '../lib/api-client.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { createAppQueryClient } from './query-client.ts';
import { RegisteredUserGate } from './session-gate.tsx';

// The screens themselves are not under test: only whether the gate lets the user through.
vi.mock('./layout/app-layout.tsx', () => ({ AppLayout: () => <p>the screens</p> }));

const EMAIL = 'mr@cimgibu.example.com';
const USER: User = {
  id: 7,
  uuid: '5b0f6a1e-0c7c-4a38-9d53-2f1f8f4e9a10',
  email: EMAIL,
  firstName: '健太',
  lastName: '佐藤',
  role: 'mr',
  database: 'cimgibu',
  organizationId: 1,
  organizationName: '東日本第一営業所',
  active: true,
  agreedAt: '2026-01-05T00:00:00.000Z',
  termsVersion: 1,
  currentTermsVersion: 1,
  isAdmin: false,
  isSafetyContact: false,
};

/** The API as the gate sees it: the user info, and the acceptances sent to it. */
function fakeApi(initial: User) {
  let user = initial;
  const accepted: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as { termsVersion: number };
      accepted.push(body);
      user = { ...user, termsVersion: body.termsVersion };
      return Response.json(user);
    }
    // The dialog of a version after the first reads the text an admin published (issue 20).
    if (url === '/api/terms/current') {
      return Response.json({
        version: user.currentTermsVersion,
        publishedAt: '2026-11-20T00:00:00.000Z',
        textJa: '改訂した利用規約',
        textEn: 'The revised terms',
        unit: 'cimgibu',
        publishedBy: '管理 太郎',
      });
    }
    expect(url).toBe(`/api/users?email=${encodeURIComponent(EMAIL)}`);
    return Response.json({ data: [user], total: 1, limit: 20, offset: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    accepted,
    publish(version: number) {
      user = { ...user, currentTermsVersion: version };
    },
  };
}

function renderGate(client: QueryClient) {
  render(
    <I18nextProvider i18n={initI18n('ja')}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<RegisteredUserGate email={EMAIL} />} />
            <Route path="/error" element={<p>the error page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the session gate and the versions of the terms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the dialog to a user who accepted only an older version', async () => {
    fakeApi({ ...USER, termsVersion: 1, currentTermsVersion: 2 });
    renderGate(createAppQueryClient(vi.fn()));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('the screens')).toBeNull();
  });

  it('brings the dialog back when a call is refused for a new version, and accepting it records that version', async () => {
    const api = fakeApi(USER);
    const showErrorPage = vi.fn();
    const client = createAppQueryClient(showErrorPage);
    renderGate(client);
    expect(await screen.findByText('the screens')).toBeTruthy();

    // A new version is published; the next call of any screen (here a poll) is refused.
    api.publish(2);
    await expect(
      client.fetchQuery({
        queryKey: ['a poll'],
        queryFn: () => Promise.reject(new ApiError(403, 'termsNotAccepted', 'not accepted')),
        retry: false,
        meta: { ignoreErrors: true },
      }),
    ).rejects.toThrow();
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByText('the screens')).toBeNull();
    expect(await screen.findByText('改訂した利用規約')).toBeTruthy();
    expect(showErrorPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '上記の利用規約に同意します' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: '事前説明会に参加した、または録画を視聴しました' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '利用を開始する' }));
    expect(await screen.findByText('the screens')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(api.accepted).toEqual([{ agreedAt: expect.any(String), termsVersion: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a signed-in person on their screens when a reread of their record fails, but not when it says they were deactivated', async () => {
    fakeApi(USER);
    const client = createAppQueryClient(vi.fn());
    renderGate(client);
    expect(await screen.findByText('the screens')).toBeTruthy();

    // A poll's new version rereads the record and the server answers 503 (or the phone is offline).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }),
      ),
    );
    await client.refetchQueries({ type: 'active' });
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .getAll()
          .some((query) => query.state.error !== null),
      ).toBe(true),
    );
    expect(screen.getByText('the screens')).toBeTruthy();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'userDeactivated', message: 'deactivated' } },
          { status: 403 },
        ),
      ),
    );
    await client.refetchQueries({ type: 'active' });
    expect(await screen.findByText('the error page')).toBeTruthy();
  });
});
