import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { User } from '@kizuki/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../lib/auth/current-user.tsx';
import { outboxStore, refreshOutbox } from '../../lib/outbox/outbox.ts';
import type { OutboxItem } from '../../lib/outbox/outbox-store.ts';
import { OutboxHost } from './outbox-host.tsx';

const toasts: [string, string | undefined, Record<string, string> | undefined][] = [];
vi.mock('../../lib/toast.tsx', () => ({
  useToast: () => (key: string, severity?: string, words?: Record<string, string>) =>
    toasts.push([key, severity, words]),
}));

const waiting = (key: string, text: string): OutboxItem => ({
  key,
  userId: 7,
  kind: 'post',
  body: { body: text, classification: {}, selfCheck: [], submit: true },
  createdAt: new Date().toISOString(),
  state: 'waiting',
});

function answer(status: number, body: object) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderHost() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CurrentUserContext.Provider value={{ id: 7 } as User}>
        <OutboxHost />
      </CurrentUserContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the outbox host', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toasts.length = 0;
    for (const item of await outboxStore().all()) await outboxStore().delete(item.key);
    await refreshOutbox();
  });

  it('waits while offline, sends on `online` with the item’s key, and says so', async () => {
    await outboxStore().put(waiting('key-1', 'written offline'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(201, { id: 5, kind: 'post', status: 'review' }));
    vi.stubGlobal('fetch', fetchMock);
    renderHost();
    // Started offline: nothing is tried.
    await waitFor(() => expect(onLine).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(toasts).toEqual([['outbox>>sentForReview', undefined, undefined]]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/posts');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
    expect(JSON.parse(init.body as string)).toMatchObject({ body: 'written offline' });
    expect(await outboxStore().all()).toEqual([]);
  });

  it('keeps a refused item with its reason and says why in the toast', async () => {
    await outboxStore().put(waiting('key-2', 'names a patient'));
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer(400, { error: { code: 'complianceFindings', message: 'findings' } }),
        ),
    );
    renderHost();
    await waitFor(() =>
      expect(toasts).toEqual([
        ['outbox>>refused', 'error', { reason: 'apiErrors>>complianceFindings' }],
      ]),
    );
    expect(await outboxStore().all()).toEqual([
      {
        ...waiting('key-2', 'names a patient'),
        createdAt: expect.any(String),
        state: 'refused',
        refusal: 'complianceFindings',
      },
    ]);
  });
});
