import { pgTable, text } from 'drizzle-orm/pg-core';
import { changeSeq } from './columns.ts';

/**
 * Changes that move the poll version of many users at once, or of one user outside the tables
 * the version reads (kizuki_poll_version, migration 0021): `unit:<unit>` when a post of the unit
 * enters or leaves the published state (everyone's unread count), `reads:<user>` when the user
 * marks posts read. Each row holds the change sequence's value of its latest change.
 */
export const pollChanges = pgTable('poll_changes', {
  scope: text('scope').primaryKey(),
  changeSeq: changeSeq(),
});
