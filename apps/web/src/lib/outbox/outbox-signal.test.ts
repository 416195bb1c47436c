import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OUTBOX_FLAG_STORAGE_KEY, useOutboxSenderWanted } from './outbox-signal.ts';

describe('the outbox across tabs', () => {
  it('loads the sender in a tab when another tab keeps something', () => {
    const { result } = renderHook(() => useOutboxSenderWanted());
    expect(result.current).toBe(false);
    const stored = (key: string, newValue: string | null) =>
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      });
    stored('some-other-setting', '1');
    stored(OUTBOX_FLAG_STORAGE_KEY, null);
    expect(result.current).toBe(false);
    stored(OUTBOX_FLAG_STORAGE_KEY, '1');
    expect(result.current).toBe(true);
  });
});
