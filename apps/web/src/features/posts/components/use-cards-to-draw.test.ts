import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CARDS, useCardsToDraw } from './use-cards-to-draw.ts';

describe('useCardsToDraw', () => {
  it('draws the first screen’s cards, then the rest after a paint; later lists whole at once', async () => {
    // A short list has nothing to wait for.
    expect(renderHook(() => useCardsToDraw(3)).result.current).toEqual({ shown: 3, all: true });

    const first = renderHook(({ count }) => useCardsToDraw(count), {
      initialProps: { count: 0 },
    });
    expect(first.result.current).toEqual({ shown: 0, all: true });
    first.rerender({ count: 20 });
    expect(first.result.current).toEqual({ shown: FIRST_SCREEN_CARDS, all: false });
    await waitFor(() => expect(first.result.current).toEqual({ shown: 20, all: true }));

    // Back on the list later (a scroll position to restore): every card at once.
    expect(renderHook(() => useCardsToDraw(40)).result.current).toEqual({ shown: 40, all: true });
  });
});
