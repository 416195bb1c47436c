import type { DatabaseHandle } from '../db/database.ts';

/**
 * One run at a time of an outbox relay: a call during a run asks for one more run after it, so a
 * wake-up is never lost and two runs never overlap. A failed run goes to `onFailure` (the database
 * is away: the next wake-up or sweep tries again, nothing is lost). The push relay and the
 * saved-search relay share it.
 */
export function coalescedRuns(
  run: () => Promise<void>,
  onFailure: (error: unknown) => void,
  stopped: () => boolean,
) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await run();
          } catch (error) {
            onFailure(error);
          }
        } while (again && !stopped());
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** The run in progress, if any: what a stopping worker waits for. */
    async finished(): Promise<void> {
      await running;
    },
  };
}

/**
 * Wakes an outbox relay on its channel's NOTIFY (written at commit), when listening starts again
 * after a lost connection, and every `sweepMs` (a wake-up lost with a connection); returns what
 * stops it.
 */
export async function wakeRelay(
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  relay: () => Promise<void>,
  sweepMs: number,
): Promise<() => Promise<void>> {
  const listener = await database.listen(
    channel,
    () => void relay(),
    (listening) => {
      if (listening) void relay();
    },
  );
  const sweep = setInterval(() => void relay(), sweepMs);
  sweep.unref();
  return async () => {
    clearInterval(sweep);
    await listener.stop();
  };
}
