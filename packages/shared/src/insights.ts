import type { FilterField } from './wizard.ts';

/** The dimensions the insights count by, besides the week (issue 22). */
export const INSIGHT_DIMENSIONS = [
  'competitiveProductId',
  'diseaseGroupId',
  'diseaseId',
  'categoryId',
  'activityId',
  'organizationId',
] as const satisfies readonly (FilterField | 'organizationId')[];
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The longest period the insights take: two years of weeks. */
export const MAX_INSIGHT_WEEKS = 105;

/** The period the screen opens with: the last twelve weeks, this one included. */
export const DEFAULT_INSIGHT_WEEKS = 12;

const DAY_MS = 86_400_000;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** A calendar date (YYYY-MM-DD) as a UTC midnight, for arithmetic on days. */
function dateValue(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function dayOf(value: number): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** The Tokyo calendar date of a moment (Japan keeps no daylight saving time). */
export function tokyoDateOf(moment: Date): string {
  return dayOf(moment.getTime() + TOKYO_OFFSET_MS);
}

/** The Monday of the week a date falls in: the insights' weeks begin on Monday (ISO 8601). */
export function weekOf(day: string): string {
  const value = dateValue(day);
  const daysSinceMonday = (new Date(value).getUTCDay() + 6) % 7;
  return dayOf(value - daysSinceMonday * DAY_MS);
}

/** Adds whole weeks to a date. */
export function addWeeks(day: string, weeks: number): string {
  return dayOf(dateValue(day) + weeks * 7 * DAY_MS);
}

/** How many weeks from the week of `from` to the week of `to`, both included (0 if reversed). */
export function weekCount(from: string, to: string): number {
  if (!Number.isFinite(dateValue(from)) || !Number.isFinite(dateValue(to))) return 0;
  const weeks = (dateValue(weekOf(to)) - dateValue(weekOf(from))) / (7 * DAY_MS) + 1;
  return Math.max(0, weeks);
}

/**
 * The Mondays from the week of `from` to the week of `to`, both included: at most `limit` of them,
 * counted as numbers (text comparison goes wrong past year 9999).
 */
export function weeksBetween(from: string, to: string, limit = MAX_INSIGHT_WEEKS): string[] {
  const first = weekOf(from);
  return Array.from({ length: Math.min(limit, weekCount(from, to)) }, (_, index) =>
    addWeeks(first, index),
  );
}

/** How many weeks before a week a spike is measured against. */
export const SPIKE_BASELINE_WEEKS = 8;

/**
 * Which weeks of a series are spikes: at least 3 posts, at least twice the average of the
 * SPIKE_BASELINE_WEEKS weeks before it, and above that average by more than two standard
 * deviations of those weeks. A week needs four weeks before it in the series to be judged, so a
 * period's first weeks are never spikes. The screen's help says the same in words.
 */
export function spikeWeeks(counts: readonly number[]): boolean[] {
  return counts.map((count, index) => {
    const baseline = counts.slice(Math.max(0, index - SPIKE_BASELINE_WEEKS), index);
    if (baseline.length < 4 || count < 3) return false;
    const mean = baseline.reduce((sum, value) => sum + value, 0) / baseline.length;
    const variance =
      baseline.reduce((sum, value) => sum + (value - mean) ** 2, 0) / baseline.length;
    return count >= 2 * mean && count > mean + 2 * Math.sqrt(variance);
  });
}
