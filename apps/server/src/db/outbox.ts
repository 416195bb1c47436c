import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * Takes (deletes) up to `limit` rows of an outbox, oldest key first, skipping rows another process
 * holds, and answers their keys. Run in the transaction that queues their jobs, so that the rows
 * come back if queueing fails.
 */
export async function takeOutboxKeys(
  tx: Database,
  outbox: PgTable,
  /** The outbox's integer primary key (a notification's id, a post's id). */
  key: PgColumn,
  limit: number,
): Promise<number[]> {
  const waiting = tx
    .select({ key })
    .from(outbox)
    .orderBy(key)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await tx.delete(outbox).where(inArray(key, waiting)).returning({ key });
  return taken.map((row) => row.key as number);
}
