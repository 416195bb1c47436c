import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { savedSearchOutbox } from '../db/schema.ts';
import { notifySavedSearchMatches } from '../modules/saved-searches/saved-search-matching.ts';
import { loggableError } from '../plugins/errors.ts';
import { coalescedRuns, wakeRelay } from './coalesced-runs.ts';
import { queueExecutorIn, type JobQueue, type JobWorker } from './job-queue.ts';

/** The pg-boss queue of published posts to match against saved searches: one job per post. */
export const SAVED_SEARCH_QUEUE = 'saved-search-matching';

/** Posts moved from the outbox into jobs per transaction. */
const RELAY_BATCH = 200;
/** The relay is woken by NOTIFY kizuki_saved_search; the sweep catches a lost wake-up. */
const SWEEP_INTERVAL_MS = 20_000;

interface MatchJob {
  postId: number;
}

export interface SavedSearchMatchingWorker extends JobWorker {
  /** Moves what waits in the outbox into jobs now (tests and the sweep). */
  relay(): Promise<void>;
}

/**
 * Saved-search matching on the job queue (issue 23): publishing writes the post into the outbox in
 * its transaction (queueSavedSearchMatching); the relay moves the outbox into jobs in one
 * transaction (woken at commit, and by a sweep), and a job matches its post against the unit's
 * saved searches and tells whom it matches. pg-boss retries a failed match; the notices' key keeps
 * a retried or repeated job from telling anyone twice.
 */
export function createSavedSearchMatchingWorker(
  queue: JobQueue,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): SavedSearchMatchingWorker {
  const { boss } = queue;
  let workerId: string | null = null;
  let stopWaking: (() => Promise<void>) | null = null;
  let stopped = false;

  async function relayBatch(): Promise<number> {
    return database.db.transaction(async (tx) => {
      const waiting = tx
        .select({ postId: savedSearchOutbox.postId })
        .from(savedSearchOutbox)
        .orderBy(savedSearchOutbox.postId)
        .limit(RELAY_BATCH)
        .for('update', { skipLocked: true });
      const taken = await tx
        .delete(savedSearchOutbox)
        .where(inArray(savedSearchOutbox.postId, waiting))
        .returning({ postId: savedSearchOutbox.postId });
      if (taken.length > 0) {
        await boss.insert(
          taken.map((data) => ({ name: SAVED_SEARCH_QUEUE, data })),
          { db: queueExecutorIn(tx) },
        );
      }
      return taken.length;
    });
  }

  /** One relay at a time; a wake-up during a run makes one more run. */
  const relays = coalescedRuns(
    async () => {
      while ((await relayBatch()) === RELAY_BATCH);
      if (workerId) boss.notifyWorker(workerId);
    },
    (error) =>
      log.warn(
        { err: loggableError(error, log) },
        'saved-search relay failed; it runs again later',
      ),
    () => stopped,
  );
  const relay = () => relays.run();

  return {
    relay,
    async start() {
      const settings = {
        name: SAVED_SEARCH_QUEUE,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 60,
      };
      await boss.createQueue(SAVED_SEARCH_QUEUE, settings);
      await boss.updateQueue(SAVED_SEARCH_QUEUE, settings);
      workerId = await queue.work<MatchJob>(
        SAVED_SEARCH_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (job) => {
          await notifySavedSearchMatches(database.db, job.data.postId);
        },
      );
      stopWaking = await wakeRelay(database, 'kizuki_saved_search', relay, SWEEP_INTERVAL_MS);
    },
    async stop() {
      stopped = true;
      await stopWaking?.();
      await relays.finished();
    },
  };
}
