import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { loggableError } from '../plugins/errors.ts';
import { queueExecutorIn, type JobQueue, type JobWorker } from './job-queue.ts';

export interface OutboxWorker extends JobWorker {
  /** Moves what waits in the outbox into jobs now (tests and the sweep). */
  relay(): Promise<void>;
}

/** What tells one outbox worker from another; the skeleton is the same for each. */
export interface OutboxWorkerSpec<Job extends object> {
  /** The pg-boss queue, and the worker's name in the log. */
  queue: string;
  /** The channel whose NOTIFY (written at the outbox row's commit) wakes the relay. */
  channel: string;
  /** Catches a wake-up lost with a connection. */
  sweepMs: number;
  /** Outbox rows turned into jobs per transaction. */
  batch: number;
  /** Takes (deletes) up to `limit` rows in `tx`: how many it took and the jobs they make. */
  take(tx: Database, limit: number): Promise<{ taken: number; jobs: Job[] }>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs under way at once in each process. */
  workers: number;
  pollingIntervalSeconds: number;
  /** Does one job; a throw fails the attempt, which pg-boss retries with backoff. */
  handle(job: PgBoss.JobWithMetadata<Job>): Promise<void>;
}

/**
 * An outbox drained onto the job queue: the relay moves the outbox's rows into jobs in one
 * transaction (woken by the channel's NOTIFY, and a sweep), then wakes this process's workers; the
 * workers do each job and pg-boss retries what throws. The push delivery and the saved-search
 * matching are two of these.
 */
export function createOutboxWorker<Job extends object>(
  jobQueue: JobQueue,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  spec: OutboxWorkerSpec<Job>,
): OutboxWorker {
  const { boss } = jobQueue;
  const workerIds: string[] = [];
  let stopWaking: (() => Promise<void>) | null = null;
  let stopped = false;

  const relayBatch = (): Promise<number> =>
    database.db.transaction(async (tx) => {
      const { taken, jobs } = await spec.take(tx, spec.batch);
      if (jobs.length > 0) {
        await boss.insert(
          jobs.map((data) => ({ name: spec.queue, data })),
          { db: queueExecutorIn(tx) },
        );
      }
      return taken;
    });

  const relays = coalescedRuns(
    async () => {
      while ((await relayBatch()) === spec.batch);
      // This process's workers fetch at once instead of at their next poll.
      for (const id of workerIds) boss.notifyWorker(id);
    },
    (error) =>
      log.warn(
        { err: loggableError(error, log), queue: spec.queue },
        'outbox relay failed; it runs again later',
      ),
    () => stopped,
  );
  const relay = () => relays.run();

  return {
    relay,
    async start() {
      const settings = {
        name: spec.queue,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 60,
      };
      await boss.createQueue(spec.queue, settings);
      await boss.updateQueue(spec.queue, settings);
      for (let i = 0; i < spec.workers; i++) {
        workerIds.push(
          await jobQueue.work<Job>(
            spec.queue,
            { pollingIntervalSeconds: spec.pollingIntervalSeconds },
            (job) => spec.handle(job),
          ),
        );
      }
      stopWaking = await wakeRelay(database, spec.channel, relay, spec.sweepMs);
    },
    async stop() {
      stopped = true;
      await stopWaking?.();
      await relays.finished();
    },
  };
}

/**
 * One run at a time of an outbox relay: a call during a run asks for one more run after it, so a
 * wake-up is never lost and two runs never overlap. A failed run goes to `onFailure` (the database
 * is away: the next wake-up or sweep tries again, nothing is lost).
 */
function coalescedRuns(
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
async function wakeRelay(
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
