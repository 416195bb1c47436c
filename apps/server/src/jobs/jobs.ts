import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import {
  createPushSender,
  type PushDeliveryOptions,
  type PushOutcome,
} from '../modules/push/push-sender.ts';
import type { PushSettings } from '../modules/push/push-settings.ts';
import {
  createApprovalRemindersWorker,
  type ApprovalRemindersOptions,
  type ApprovalRemindersWorker,
} from './approval-reminders.worker.ts';
import { createJobQueue, type JobFailure, type JobQueue } from './job-queue.ts';
import { createPushDeliveryWorker, type PushDeliveryWorker } from './push-delivery.worker.ts';
import {
  createSavedSearchMatchingWorker,
  type SavedSearchMatchingWorker,
} from './saved-search-matching.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job queue (pg-boss): what a worker or a test reaches the queue through. */
    jobQueue: JobQueue;
    /** The Web Push worker, for tests that relay the outbox at once. */
    pushDelivery: PushDeliveryWorker;
    /** Approval reminders and escalation, for tests that run them at a time of their choosing. */
    approvalReminders: ApprovalRemindersWorker;
    /** Saved-search matching (issue 23), for tests that relay its outbox at once. */
    savedSearchMatching: SavedSearchMatchingWorker;
  }
}

export interface JobDependencies {
  database: DatabaseHandle;
  push: PushSettings;
  /** Retries and TLS trust of push delivery. */
  pushDelivery?: PushDeliveryOptions;
  /** How often reminders and escalation run (every 5 minutes unless given). */
  approvalReminders?: ApprovalRemindersOptions;
  /** Each failed job attempt (the metrics). */
  onJobFailure?: (queue: string, failure: JobFailure) => void;
  /** Each push message's outcome (the metrics). */
  onPushOutcome?: (outcome: PushOutcome | 'retried' | 'failed') => void;
}

/**
 * Starts the job queue with every worker of this process, and stops them when the app closes.
 * A new worker (reminders, saved-search matching) is one `queue.register(...)` here.
 */
export async function startJobs(app: FastifyInstance, deps: JobDependencies): Promise<void> {
  const queue = createJobQueue(deps.database, app.log, { onFailure: deps.onJobFailure });
  const sender = createPushSender(deps.database.db, deps.push, app.log, deps.pushDelivery);
  const pushDelivery = queue.register(
    createPushDeliveryWorker(
      queue,
      deps.database,
      sender,
      app.log,
      deps.pushDelivery,
      deps.onPushOutcome,
    ),
  );
  const approvalReminders = queue.register(
    createApprovalRemindersWorker(queue, deps.database, app.log, deps.approvalReminders),
  );
  const savedSearchMatching = queue.register(
    createSavedSearchMatchingWorker(queue, deps.database, app.log),
  );
  await queue.start();
  app.addHook('onClose', () => queue.stop());
  app.decorate('jobQueue', queue);
  app.decorate('pushDelivery', pushDelivery);
  app.decorate('approvalReminders', approvalReminders);
  app.decorate('savedSearchMatching', savedSearchMatching);
}
