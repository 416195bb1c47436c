import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { User } from '@kizuki/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../lib/auth/current-user.tsx';
import { outboxStore, refreshOutbox } from '../../lib/outbox/outbox.ts';
import type { OutboxItem } from '../../lib/outbox/outbox-store.ts';
import { OUTBOX_SEND_TIMEOUT_MS } from '../../lib/outbox/outbox-sender.ts';
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

  it('gives up a send that hangs, keeps the item waiting under its key, and sends it again', async () => {
    await outboxStore().put(waiting('key-3', 'sent into a stalled connection'));
    // The timeout's signal, aborted here when the test says its time is up.
    const timeout = new AbortController();
    const timeoutFor = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    const hangs = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(hangs)
      .mockResolvedValueOnce(answer(201, { id: 6, kind: 'post', status: 'published' }));
    vi.stubGlobal('fetch', fetchMock);
    renderHost();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(timeoutFor).toHaveBeenCalledWith(OUTBOX_SEND_TIMEOUT_MS);

    timeout.abort(new DOMException('signal timed out', 'TimeoutError'));
    await waitFor(async () =>
      expect((await outboxStore().all()).map((kept) => [kept.key, kept.state])).toEqual([
        ['key-3', 'waiting'],
      ]),
    );
    expect(toasts).toEqual([]);

    // The round has ended: the next one sends it, under the same key.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(toasts).toEqual([['outbox>>sent', undefined, undefined]]));
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-3');
    expect(await outboxStore().all()).toEqual([]);
  });

  it('tells the other tabs how the round went, so theirs do not show sent items as waiting', async () => {
    await outboxStore().put(waiting('key-4', 'sent from this tab'));
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(201, { id: 7, kind: 'post', status: 'published' })),
    );
    // Another tab: what it hears on the outbox's channel, and what it then reads in the store.
    const otherTab = new BroadcastChannel('kizuki-outbox');
    const readThere: string[][] = [];
    otherTab.onmessage = () =>
      void outboxStore()
        .all()
        .then((kept) => readThere.push(kept.map((item) => `${item.key} ${item.state}`)));
    try {
      renderHost();
      await waitFor(() => expect(toasts).toEqual([['outbox>>sent', undefined, undefined]]));
      // Told after the item was sent: the other tab reads an empty outbox.
      await waitFor(() => expect(readThere.at(-1)).toEqual([]));
    } finally {
      otherTab.close();
    }
  });
});
