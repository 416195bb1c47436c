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

  it('says exactly what Intl.RelativeTimeFormat says, for every unit, both ways, in both languages', () => {
    for (const language of ['ja', 'en']) {
      const intl = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      expect(relativeTime(new Date(now).toISOString(), language, now)).toBe(
        intl.format(0, 'second'),
      );
      for (const [, size] of UNIT_SECONDS) {
        for (const count of [1, 2, 3, 6, 12, 40]) {
          for (const sign of [-1, 1]) {
            const seconds = sign * count * size;
            // The unit relativeTime is to choose: the largest that fits.
            const [unit, unitSize] = UNIT_SECONDS.find(([, s]) => Math.abs(seconds) >= s)!;
            const expected = intl.format(Math.trunc(seconds / unitSize), unit);
            const at = new Date(now + seconds * 1000).toISOString();
            expect(relativeTime(at, language, now), `${language} ${seconds} s`).toBe(expected);
          }
        }
      }
    }
  });
});

/** The units relativeTime writes, largest first, with their length in seconds. */
const UNIT_SECONDS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

describe('calendarDate', () => {
  it('writes the day itself in the reader’s language, not the ISO form', () => {
    expect(calendarDate('2026-12-01', 'ja')).toBe('2026/12/01');
    expect(calendarDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
  });
});
