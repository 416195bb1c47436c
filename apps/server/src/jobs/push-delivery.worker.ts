import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { takeFromPushOutbox } from '../modules/push/push-outbox.ts';
import type {
  PushDeliveryOptions,
  PushJob,
  PushOutcome,
  PushSender,
} from '../modules/push/push-sender.ts';
import type { JobQueue } from './job-queue.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';

/** The pg-boss queue of push messages: one job per notification and subscription. */
export const PUSH_QUEUE = 'push-delivery';

export type PushDeliveryWorker = OutboxWorker;

/**
 * Web Push delivery on the job queue: the relay moves the push outbox into jobs (woken by NOTIFY
 * kizuki_push, and a sweep), the workers hand each job to the push module's sender, and pg-boss
 * retries what it throws with backoff.
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
  return createOutboxWorker<PushJob>(queue, database, log, {
    queue: PUSH_QUEUE,
    channel: 'kizuki_push',
    sweepMs: 30_000,
    batch: 500,
    take: takeFromPushOutbox,
    retryLimit: options.retryLimit ?? 5,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    // Sends under way at once in each process: each is one HTTPS request to a push service.
    workers: 4,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    async handle(job) {
      try {
        onOutcome(await sender.send(job.data));
      } catch (error) {
        onOutcome(job.retryCount < job.retryLimit ? 'retried' : 'failed');
        throw error;
      }
    },
  });
}
