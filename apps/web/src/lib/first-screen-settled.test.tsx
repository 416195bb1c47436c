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

/** A watch whose first query has answered, with the animation frames held until the test runs them. */
async function renderAnsweredWatchHoldingFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const { client, result } = renderWatch();
  await client.fetchQuery({ queryKey: ['first'], queryFn: () => Promise.resolve('posts') });
  await waitFor(() => expect(frames).toHaveLength(1));
  return { frames, client, result };
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
    const { frames, result } = await renderAnsweredWatchHoldingFrames();
    expect(result.current).toBe(false);

    frames[0]!(0);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('settles nothing for a paint awaited while a query started fetching, then settles after it', async () => {
    const { frames, client, result } = await renderAnsweredWatchHoldingFrames();

    let answer: (value: string) => void = () => undefined;
    const fetching = client.fetchQuery({
      queryKey: ['second'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(client.isFetching()).toBe(1));
    frames[0]!(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(false);

    answer('replies');
    await fetching;
    await waitFor(() => expect(frames).toHaveLength(2));
    frames[1]!(0);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('settles in a hidden tab, which paints no frames', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const { client, result } = renderWatch();
    await client.fetchQuery({ queryKey: ['first'], queryFn: () => Promise.resolve('posts') });
    await waitFor(() => expect(result.current).toBe(true), { timeout: 3_000 });
  });
});
