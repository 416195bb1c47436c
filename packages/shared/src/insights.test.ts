import { describe, expect, it } from 'vitest';
import { addWeeks, spikeWeeks, tokyoDateOf, weekCount, weekOf, weeksBetween } from './insights.ts';

describe('the insights’ weeks', () => {
  it('begin on Monday, by the Tokyo calendar', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after it
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // across a month end
    // Sunday 15:30 UTC is already Monday in Tokyo: the new week.
    expect(weekOf(tokyoDateOf(new Date('2026-11-29T15:30:00Z')))).toBe('2026-11-30');
    expect(weekOf(tokyoDateOf(new Date('2026-11-29T14:59:00Z')))).toBe('2026-11-23');
  });

  it('list every Monday of a period, both ends included', () => {
    expect(weeksBetween('2026-11-04', '2026-11-25')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weeksBetween('2026-11-25', '2026-11-24')).toEqual(['2026-11-23']);
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('are counted as numbers, so no date makes the list endless', () => {
    expect(weekCount('2026-11-04', '2026-11-25')).toBe(4);
    expect(weekCount('2026-11-25', '2026-11-04')).toBe(0);
    expect(weeksBetween('9999-12-27', '9999-12-31').length).toBeLessThanOrEqual(2);
    expect(weeksBetween('1000-01-01', '2026-01-01')).toHaveLength(105);
    expect(weekCount('not a date', '2026-01-01')).toBe(0);
  });
});

describe('spikeWeeks', () => {
  it('marks a week far above the weeks before it', () => {
    expect(spikeWeeks([2, 3, 2, 3, 2, 12])).toEqual([false, false, false, false, false, true]);
  });

  it('leaves ordinary variation, small numbers and a period’s first weeks alone', () => {
    expect(spikeWeeks([10, 12, 9, 11, 13, 15])).toEqual(Array(6).fill(false));
    expect(spikeWeeks([0, 0, 0, 0, 2])).toEqual(Array(5).fill(false)); // fewer than 3 posts
    expect(spikeWeeks([0, 0, 9])).toEqual([false, false, false]); // fewer than 4 weeks before
  });
});
