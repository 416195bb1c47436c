import { describe, expect, it } from 'vitest';
import { calendarDate } from './format-date.ts';
import { relativeTime } from './format-time.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how long ago in the reader’s language, in the largest unit that fits', () => {
    expect(relativeTime('2026-11-22T09:00:00Z', 'ja', now)).toBe('3 時間前');
    expect(relativeTime('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-22T11:59:30Z', 'en', now)).toBe('now');
  });
});

describe('calendarDate', () => {
  it('writes the day itself in the reader’s language, not the ISO form', () => {
    expect(calendarDate('2026-12-01', 'ja')).toBe('2026/12/01');
    expect(calendarDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
  });
});
