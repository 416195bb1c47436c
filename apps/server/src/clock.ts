/**
 * What "now" is for the data the server writes without a request: the demo data and the tests'
 * fixtures. The system's clock in the product; a test sets its own (test/test-clock.ts), so that
 * data made "a few days ago" agrees with the instant the test runs its jobs at, whatever today is.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
