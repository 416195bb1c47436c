import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { takeOutboxKeys } from '../../db/outbox.ts';
import { notifications, pushOutbox, pushSubscriptions, users } from '../../db/schema.ts';
import type { PushJob } from './push-sender.ts';

/**
 * Takes up to `limit` notifications waiting in the push outbox (skipping rows another process
 * holds) and answers the messages they make: one for each of the user's subscriptions. Run in the
 * transaction that queues those messages, so the rows come back if queueing fails.
 */
export async function takeFromPushOutbox(
  tx: Database,
  limit: number,
): Promise<{ taken: number; jobs: PushJob[] }> {
  const taken = await takeOutboxKeys(tx, pushOutbox, pushOutbox.notificationId, limit);
  if (taken.length === 0) return { taken: 0, jobs: [] };
  const jobs = await tx
    .select({ notificationId: notifications.id, subscriptionId: pushSubscriptions.id })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    // A deactivated person's browsers receive nothing (issue 20), though their rows stay.
    .innerJoin(users, and(eq(users.id, notifications.userId), eq(users.active, true)))
    .where(inArray(notifications.id, taken));
  return { taken: taken.length, jobs };
}
