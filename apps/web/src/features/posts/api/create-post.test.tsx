import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { CreatePostBody, User } from '@kizuki/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/auth/current-user.tsx';
import { outboxStore } from '../../../lib/outbox/outbox.ts';
import { outboxItems } from '../../../lib/outbox/outbox-signal.ts';
import { isKeptOffline, useCreatePost } from './create-post.ts';

const body = (text: string, extra: Partial<CreatePostBody> = {}): CreatePostBody => ({
  body: text,
  classification: {},
  selfCheck: [],
  submit: true,
  ...extra,
});

describe('a composer without a connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  function wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={new QueryClient()}>
        <CurrentUserContext.Provider value={{ id: 7 } as User}>
          {children}
        </CurrentUserContext.Provider>
      </QueryClientProvider>
    );
  }

  it('keeps the post in the outbox under the key made when submit was pressed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useCreatePost('key-made-at-submit'), { wrapper });
    const reply = body('オフラインで書いたコメント', { parentId: 12 });
    let answer: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(reply);
    });
    expect(isKeptOffline(answer!)).toBe(true);
    const kept = await outboxStore().all();
    expect(kept).toEqual([
      expect.objectContaining({
        key: 'key-made-at-submit',
        userId: 7,
        kind: 'reply',
        body: reply,
        state: 'waiting',
      }),
    ]);
    // The screens learn of it at once.
    expect(outboxItems().map((shown) => shown.key)).toEqual(['key-made-at-submit']);
  });

  it('still shows a refusal as a failure, not as kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ error: { code: 'notFound', message: 'gone' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { result } = renderHook(() => useCreatePost('refused-key'), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync(body('x', { parentId: 1 }))).rejects.toMatchObject({
        code: 'notFound',
      });
    });
    expect((await outboxStore().all()).map((kept) => kept.key)).not.toContain('refused-key');
  });
});
