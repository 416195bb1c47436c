import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { takeOutboxKeys } from '../db/outbox.ts';
import { savedSearchOutbox } from '../db/schema.ts';
import { notifySavedSearchMatches } from '../modules/saved-searches/saved-search-matching.ts';
import type { JobQueue } from './job-queue.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';

/** The pg-boss queue of published posts to match against saved searches: one job per post. */
export const SAVED_SEARCH_QUEUE = 'saved-search-matching';

interface MatchJob {
  postId: number;
}

export type SavedSearchMatchingWorker = OutboxWorker;

/** Takes up to `limit` published posts from the outbox, each a job. */
async function takeFromSavedSearchOutbox(tx: Database, limit: number) {
  const postIds = await takeOutboxKeys(tx, savedSearchOutbox, savedSearchOutbox.postId, limit);
  const jobs: MatchJob[] = postIds.map((postId) => ({ postId }));
  return { taken: jobs.length, jobs };
}

/**
 * Saved-search matching on the job queue (issue 23): publishing writes the post into the outbox in
 * its transaction (queueSavedSearchMatching); the relay moves the outbox into jobs (woken at
 * commit, and by a sweep), and a job matches its post against the unit's saved searches and tells
 * whom it matches. pg-boss retries a failed match; the notices' key keeps a retried or repeated job
 * from telling anyone twice.
 */
export function createSavedSearchMatchingWorker(
  queue: JobQueue,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): SavedSearchMatchingWorker {
  return createOutboxWorker<MatchJob>(queue, database, log, {
    queue: SAVED_SEARCH_QUEUE,
    channel: 'kizuki_saved_search',
    sweepMs: 20_000,
    batch: 200,
    take: takeFromSavedSearchOutbox,
    retryLimit: 5,
    retryDelaySeconds: 5,
    workers: 1,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    async handle(job) {
      await notifySavedSearchMatches(database.db, job.data.postId);
    },
  });
}
