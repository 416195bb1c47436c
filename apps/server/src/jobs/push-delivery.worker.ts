import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { takeFromPushOutbox } from '../modules/push/push-outbox.ts';
import type {
  PushDeliveryOptions,
  PushJob,
  PushOutcome,
  PushSender,
} from '../modules/push/push-sender.ts';
import { coalescedRuns, wakeRelay } from './coalesced-runs.ts';
import { queueExecutorIn, type JobQueue, type JobWorker } from './job-queue.ts';
import { loggableError } from '../plugins/errors.ts';

/** The pg-boss queue of push messages: one job per notification and subscription. */
export const PUSH_QUEUE = 'push-delivery';

/** Sends under way at once in each process: each is one HTTPS request to a push service. */
const WORKERS = 4;
/** Outbox rows turned into jobs per transaction. */
const RELAY_BATCH = 500;
/** The relay is woken by NOTIFY kizuki_push; this sweep catches a wake-up lost with a connection. */
const SWEEP_INTERVAL_MS = 30_000;

export interface PushDeliveryWorker extends JobWorker {
  /** Turns what is waiting in the outbox into jobs now (tests and the sweep). */
  relay(): Promise<void>;
}

/**
 * Web Push delivery on the job queue: the relay moves the push outbox into jobs in one
 * transaction (woken by NOTIFY kizuki_push, and a sweep), the workers hand each job to the push
 * module's sender, and pg-boss retries what it throws with backoff.
 */
export function createPushDeliveryWorker(
  queue: JobQueue,
  database: DatabaseHandle,
  sender: PushSender,
  log: FastifyBaseLogger,
  options: PushDeliveryOptions = {},
  /** Each message's outcome, or `retried`/`failed` when sending threw (the metrics). */
  onOutcome: (outcome: PushOutcome | 'retried' | 'failed') => void = () => undefined,
): PushDeliveryWorker {
  const { boss } = queue;
  const workerIds: string[] = [];
  let stopWaking: (() => Promise<void>) | null = null;
  let stopped = false;

  async function relayBatch(): Promise<number> {
    return database.db.transaction(async (tx) => {
      const { taken, jobs } = await takeFromPushOutbox(tx, RELAY_BATCH);
      if (jobs.length > 0) {
        await boss.insert(
          jobs.map((data) => ({ name: PUSH_QUEUE, data })),
          { db: queueExecutorIn(tx) },
        );
      }
      return taken;
    });
  }

  async function relayAll() {
    while ((await relayBatch()) === RELAY_BATCH);
    // This process's workers fetch at once instead of at their next poll.
    for (const id of workerIds) boss.notifyWorker(id);
  }

  /** One relay at a time; a wake-up during a run makes one more run. */
  const relays = coalescedRuns(
    async () => {
      await relayAll();
    },
    (error) =>
      log.warn({ err: loggableError(error, log) }, 'push relay failed; it runs again later'),
    () => stopped,
  );
  const relay = () => relays.run();

  return {
    relay,
    async start() {
      const settings = {
        name: PUSH_QUEUE,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: 60,
      };
      await boss.createQueue(PUSH_QUEUE, settings);
      await boss.updateQueue(PUSH_QUEUE, settings);
      for (let i = 0; i < WORKERS; i++) {
        workerIds.push(
          await queue.work<PushJob>(
            PUSH_QUEUE,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async (job) => {
              try {
                onOutcome(await sender.send(job.data));
              } catch (error) {
                onOutcome(job.retryCount < job.retryLimit ? 'retried' : 'failed');
                throw error;
              }
            },
          ),
        );
      }
      stopWaking = await wakeRelay(database, 'kizuki_push', relay, SWEEP_INTERVAL_MS);
    },
    async stop() {
      stopped = true;
      await stopWaking?.();
      await relays.finished();
    },
  };
}
