import { systemClock, type Clock } from '../clock.ts';

let current: Clock = systemClock;

/**
 * The one clock the tests' data takes its dates from: the demo data that createTestApp seeds and
 * the fixtures (fixtures.ts). It is the system's unless a test file sets it; a test that runs the
 * app's jobs at fixed instants sets it to the same world, so that the demo data's "due in three
 * days" is three days after that world's now, not after the day the test happens to run.
 */
export const testClock: Clock = { now: () => current.now() };

/** Sets the test clock to `instant`, fixed there until resetTestClock(). */
export function setTestClock(instant: string | Date): void {
  const fixed = new Date(instant);
  if (Number.isNaN(fixed.getTime())) {
    throw new Error(`setTestClock: not an instant: ${String(instant)}`);
  }
  current = { now: () => new Date(fixed) };
}

/** Whether a test set the clock (the run's seeded database template is dated by the system's). */
export function isTestClockSet(): boolean {
  return current !== systemClock;
}

/** Back to the system's clock. */
export function resetTestClock(): void {
  current = systemClock;
}
