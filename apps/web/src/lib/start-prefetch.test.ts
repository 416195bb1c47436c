import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  markAskedAtStart,
  postIdAt,
  refetchUnlessJustAskedAtStart,
  STARTED_WITH_FRESH_MS,
} from './start-prefetch.ts';

const at = Date.parse('2026-12-01T09:00:00Z');
const query = (key: readonly unknown[], isInvalidated = false) => ({
  queryHash: hashKey(key),
  state: { isInvalidated },
});

describe('a screen takes what the app asked for at start (issue 40)', () => {
  it('does not ask again on its first mount, within five seconds of the start', () => {
    markAskedAtStart(['posts', 'detail', 7], at);
    expect(refetchUnlessJustAskedAtStart(query(['posts', 'detail', 7]), at + 100)).toBe(false);
    expect(
      refetchUnlessJustAskedAtStart(query(['posts', 'detail', 7]), at + STARTED_WITH_FRESH_MS),
    ).toBe(true);
  });

  it('asks again for anything else, and for what was marked out of date since', () => {
    markAskedAtStart(['posts', 'detail', 8], at);
    expect(refetchUnlessJustAskedAtStart(query(['posts', 'detail', 9]), at + 100)).toBe(true);
    expect(refetchUnlessJustAskedAtStart(query(['posts', 'detail', 8], true), at + 100)).toBe(true);
  });

  it('reads the post a path opens, and nothing from other paths', () => {
    expect(postIdAt('/posts/123')).toBe(123);
    expect(postIdAt('/posts')).toBeNull();
    expect(postIdAt('/posts/12x')).toBeNull();
    expect(postIdAt('/posts/12345678901')).toBeNull();
    expect(postIdAt('/tasks/3')).toBeNull();
  });
});
