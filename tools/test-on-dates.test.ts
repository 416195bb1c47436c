import { describe, expect, it } from 'vitest';
import { checkDates, faketimeOffset, fakedClockEnvironment, shardOn } from './test-on-dates.ts';

const iso = (dates: { name: string; at: Date }[]) =>
  Object.fromEntries(dates.map((date) => [date.name, date.at.toISOString()]));

describe('the date check’s dates', () => {
  it('counts each date from today in Tokyo, all of them after it', () => {
    expect(iso(checkDates(new Date('2026-11-28T00:43:00Z')))).toEqual({
      // 00:30 Tokyo on 30 November: still 29 November in UTC.
      'month-end': '2026-11-29T15:30:00.000Z',
      'year-end': '2026-12-30T15:30:00.000Z',
      'leap-day': '2028-02-28T15:30:00.000Z',
      'year-ahead': '2027-11-28T00:43:00.000Z',
    });
  });

  it('moves on to the next month, year and leap year once a date has passed', () => {
    // 31 December 2026, 10:00 in Tokyo: this month's end and this year's have begun.
    expect(iso(checkDates(new Date('2026-12-31T01:00:00Z')))).toMatchObject({
      'month-end': '2027-01-30T15:30:00.000Z',
      'year-end': '2027-12-30T15:30:00.000Z',
      'leap-day': '2028-02-28T15:30:00.000Z',
    });
    // After 29 February 2028 the next leap day is in 2032.
    expect(checkDates(new Date('2028-03-01T00:00:00Z'))[2]!.at.toISOString()).toBe(
      '2032-02-28T15:30:00.000Z',
    );
    // February's end in a leap year is its 29th.
    expect(checkDates(new Date('2028-02-10T00:00:00Z'))[0]!.at.toISOString()).toBe(
      '2028-02-28T15:30:00.000Z',
    );
  });

  it('gives every process one offset from the real time, and runs on PGlite with the real monotonic clock', () => {
    const at = new Date('2028-02-28T15:30:00Z');
    const realNow = new Date('2026-11-28T05:00:00.400Z');
    // 456 days, 10 h 30 min less 0.4 s, rounded to the second.
    expect(faketimeOffset(at, realNow)).toBe('+39522600');
    expect(faketimeOffset(new Date('2026-11-28T04:59:00Z'), new Date('2026-11-28T05:00:00Z'))).toBe(
      '-60',
    );
    const env = fakedClockEnvironment('/lib/libfaketimeMT.so.1', at, realNow);
    expect(env).toMatchObject({
      LD_PRELOAD: expect.stringMatching(/^\/lib\/libfaketimeMT\.so\.1/),
      FAKETIME: faketimeOffset(at, realNow),
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      FAKETIME_FORCE_MONOTONIC_FIX: '0',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('spreads the dates over four shards, each date on another shard every day', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, 28 + n, 3));
    // On one day the four dates take the four shards.
    expect([0, 1, 2, 3].map((index) => shardOn(day(0), index, 4)).sort()).toEqual([1, 2, 3, 4]);
    // Over four days each date meets each shard.
    for (const index of [0, 1, 2, 3]) {
      expect([0, 1, 2, 3].map((n) => shardOn(day(n), index, 4)).sort()).toEqual([1, 2, 3, 4]);
    }
    // The day is Tokyo's: 23:59 and 00:01 in Tokyo are two days.
    expect(shardOn(new Date('2026-11-28T14:59:00Z'), 0, 4)).not.toBe(
      shardOn(new Date('2026-11-28T15:01:00Z'), 0, 4),
    );
  });
});
