import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedSearchOutbox } from '../../db/schema.ts';

/**
 * Queues a post for matching against the unit's saved searches, in the transaction that publishes
 * it (afterPublished): it is matched exactly when the publication commits. NOTIFY wakes the
 * matching workers of every process at commit. The posts module only fills the queue; the saved
 * searches' module, which lists posts by post-list.ts's rules, reads it (saved-search-matching.ts,
 * run by the job queue), so the two never import each other.
 */
export async function queueSavedSearchMatching(tx: Database, postId: number): Promise<void> {
  await tx.insert(savedSearchOutbox).values({ postId }).onConflictDoNothing();
  await tx.execute(sql`select pg_notify('kizuki_saved_search', '')`);
}
