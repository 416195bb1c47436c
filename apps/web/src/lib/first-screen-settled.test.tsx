import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstScreenSettled } from './first-screen-settled.ts';

function renderWatch() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useFirstScreenSettled(), { wrapper });
  return { client, result };
}

describe('useFirstScreenSettled', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns true once a query has answered and none is fetching, then stops listening', async () => {
    const { client, result } = renderWatch();
    expect(result.current).toBe(false);

    let answer: (value: string) => void = () => undefined;
    const fetching = client.fetchQuery({
      queryKey: ['first'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(client.isFetching()).toBe(1));
    expect(result.current).toBe(false);
    answer('posts');
    await fetching;
    await waitFor(() => expect(result.current).toBe(true));
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });

  it('settles only after the frame that shows the drawn screen (issue 40)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { client, result } = renderWatch();
    await client.fetchQuery({ queryKey: ['first'], queryFn: () => Promise.resolve('posts') });
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(result.current).toBe(false);

    frames[0]!(0);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
