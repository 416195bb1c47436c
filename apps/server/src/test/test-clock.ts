import { systemClock, type Clock } from '../clock.ts';

let current: Clock = systemClock;

/**
 * The one clock the tests' data takes its dates from: the demo data that createTestApp seeds and
 * the fixtures (fixtures.ts). It is the system's unless a test file sets it; a test that runs the
 * app's jobs at fixed instants sets it to the same world, so that the demo data's "due in three
 * days" is three days after that world's now, not after the day the test happens to run.
 */
export const testClock: Clock = { now: () => current.now() };

/**
 * Sets the test clock to `instant`: fixed there, or, with `running`, starting there and moving on
 * with real time (for data written during a test that must come after what was seeded).
 */
export function setTestClock(instant: string | Date, options: { running?: boolean } = {}): void {
  const start = new Date(instant).getTime();
  if (Number.isNaN(start)) throw new Error(`setTestClock: not an instant: ${String(instant)}`);
  const realStart = Date.now();
  current = options.running
    ? { now: () => new Date(start + (Date.now() - realStart)) }
    : { now: () => new Date(start) };
}

/** Whether a test set the clock (the run's seeded database template is dated by the system's). */
export function isTestClockSet(): boolean {
  return current !== systemClock;
}

/** Back to the system's clock. */
export function resetTestClock(): void {
  current = systemClock;
}
