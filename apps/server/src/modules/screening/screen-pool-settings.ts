import os from 'node:os';

/**
 * The screen pool's settings, bounds and errors (screen-pool.ts): apart from the pool, so that the
 * settings (config/env.ts) read them without loading worker threads.
 */

/** How long rules an admin wrote may take over one text before the screen gives up. */
export const UNTRUSTED_SCREEN_TIMEOUT_MS = 2_000;
/** SCREEN_WORKERS' bound, and its default's: one core is left to the event loop. */
export const MAX_SCREEN_WORKERS = 8;
export const defaultScreenWorkers = () =>
  Math.min(MAX_SCREEN_WORKERS, Math.max(1, os.availableParallelism() - 1));
/**
 * SCREEN_QUEUE_PER_WORKER's default: a 4,000-character text takes about 1 ms in a worker (3 at the
 * costliest), so 32 waiting keep a screen's wait well under the composer's pause; a slower table
 * an admin wrote makes the wait longer, and the bound keeps it finite.
 */
export const DEFAULT_SCREEN_QUEUE_PER_WORKER = 32;

export interface ScreenPoolSettings {
  /** Worker threads: defaultScreenWorkers() unless given (SCREEN_WORKERS). */
  workers?: number;
  /** Screens that may wait per worker, in each lane (SCREEN_QUEUE_PER_WORKER). */
  queuePerWorker?: number;
  /** The deadline of rules an admin wrote. */
  timeoutMs?: number;
  /** Screens sent to a worker before it answers (DEFAULT_SCREENS_AHEAD). */
  screensAhead?: number;
  /** How long a screen may wait in its queue before it is refused: five deadlines by default. */
  maxQueueWaitMs?: number;
  /**
   * Start a worker when the app is ready rather than at the first screen, which would otherwise
   * wait a second or more for it (a submission among them): the server's setting; tests leave it.
   */
  startEarly?: boolean;
}

/** The rules an admin wrote did not finish in time: the screen cannot answer (fail closed). */
export class ScreenTimeoutError extends Error {
  constructor() {
    super('the pre-screen did not finish in time');
    this.name = 'ScreenTimeoutError';
  }
}

/**
 * A worker went away under a screen (it failed, or ran past its memory) or the pool is closing:
 * not a rule's fault, so not told as one; the screen may be asked again at once.
 */
export class ScreenWorkerLostError extends Error {
  constructor() {
    super('the pre-screen worker went away');
    this.name = 'ScreenWorkerLostError';
  }
}

/** Every worker is busy and the lane's queue is full: ask again after `retryAfterSeconds`. */
export class ScreenQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the pre-screen is saturated');
    this.name = 'ScreenQueueFullError';
  }
}
