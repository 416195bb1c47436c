import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { loggableError } from '../plugins/errors.ts';

/**
 * What runs on the queue: its queues, its `boss.work` handlers and whatever wakes it (a LISTEN, a
 * sweep). Started after the queue, stopped before it.
 */
export interface JobWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueue {
  /** pg-boss, for workers (create queues, insert, work) and tests that follow a job's state. */
  boss: PgBoss;
  /** Adds a worker before `start`; answers it, for the caller to keep. */
  register<W extends JobWorker>(worker: W): W;
  /**
   * `boss.work` one job at a time, with its metadata (its attempts): a handler that throws fails
   * the attempt, which pg-boss retries while attempts remain; each failure is told to `onFailure`.
   */
  work<T>(
    name: string,
    options: { pollingIntervalSeconds: number },
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ): Promise<string>;
  /** Starts pg-boss, then each worker in the order registered. */
  start(): Promise<void>;
  /**
   * Stops the workers, last first, then pg-boss, letting running jobs finish (up to 5 s), then
   * waits for what is still under way (up to 5 s more): once it resolves, the queue no longer
   * touches the database.
   */
  stop(): Promise<void>;
  /** Started and not stopping: what the readiness answer checks. */
  isRunning(): boolean;
}

/** A failed attempt: `retry` when pg-boss tries the job again, `failed` when none is left. */
export type JobFailure = 'retry' | 'failed';

export interface JobQueueEvents {
  onFailure?(queue: string, failure: JobFailure): void;
}

/** How long stop() waits for the jobs under way, and then for their statements. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * The one job queue of this process: pg-boss on the application's own database (PGlite and
 * PostgreSQL alike), started and stopped once, handed to every worker.
 */
export function createJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  events: JobQueueEvents = {},
): JobQueue {
  // What the queue has under way: its statements and the handlers it runs. pg-boss's graceful stop
  // can return while a worker's fetch is still in flight; the job that fetch brings is then run and
  // completed after the stop, on a database its owner may have closed ("Cannot use a pool after
  // calling end on the pool", seen when test files share a process). stop() drains them.
  const underWay = new Set<Promise<unknown>>();
  const tracked = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    void promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => tracked(database.executeSql(text, values)) },
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: loggableError(error, log) }, 'job queue'));
  const workers: JobWorker[] = [];
  let started = false;
  let running = false;

  return {
    boss,
    work(name, options, handler) {
      return boss.work<unknown>(name, { ...options, includeMetadata: true }, ([job]) =>
        tracked(
          (async () => {
            if (!job) return;
            try {
              await handler(job as PgBoss.JobWithMetadata<never>);
            } catch (error) {
              events.onFailure?.(name, job.retryCount < job.retryLimit ? 'retry' : 'failed');
              throw error;
            }
          })(),
        ),
      );
    },
    isRunning: () => running,
    register(worker) {
      if (started) throw new Error('register job workers before the queue starts');
      workers.push(worker);
      return worker;
    },
    async start() {
      started = true;
      await boss.start();
      for (const worker of workers) await worker.start();
      running = true;
    },
    async stop() {
      running = false;
      for (const worker of [...workers].reverse()) await worker.stop();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true, close: false });
      // Until nothing is under way: a handler's end is followed by its completion's statement, and
      // a fetch's end by the handler of what it fetched, each a turn of the event loop later.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (underWay.size > 0 && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...underWay]),
          new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
        ]);
        clearTimeout(timer);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/**
 * pg-boss runs its SQL through an `executeSql`. Inside one of our transactions it must use that
 * transaction, so that jobs commit (or roll back) with the rows they come from: pass this as
 * `{ db: queueExecutorIn(tx) }` to `boss.insert` or `boss.send`. The SQL text's $n placeholders
 * become Drizzle parameters.
 */
export function queueExecutorIn(tx: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, i) =>
          i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
        ),
      );
      // Both drivers answer a result with `rows`; Drizzle's common type does not say so.
      const result: unknown = await tx.execute(query);
      return result as { rows: unknown[] };
    },
  };
}
