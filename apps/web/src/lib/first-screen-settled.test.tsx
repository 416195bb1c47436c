import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenSettled } from './first-screen-settled.ts';

describe('useFirstScreenSettled', () => {
  it('turns true once a query has answered and none is fetching, then stops listening', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFirstScreenSettled(), { wrapper });
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
});
