import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PostFilters } from '@kizuki/shared/rules';
import { keywordLikePattern } from '../text-match.ts';
import { businessUnitEnum, timestamps } from './columns.ts';
import { posts } from './content.ts';
import { users } from './people.ts';

/**
 * A person's saved searches (issue 23): the timeline's keyword and nine filters under a name, in
 * the unit they were saved in. Those that notify are matched against every newly published post
 * of their unit (modules/saved-searches/saved-search-matching.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    unit: businessUnitEnum('unit').notNull(),
    name: text('name').notNull(),
    /** The keyword as typed (trimmed); '' for a search by filters alone. */
    keyword: text('keyword').notNull().default(''),
    /**
     * The keyword's LIKE pattern over folded text, as the timeline builds it from a keyword
     * (keywordLikePattern): kept so that matching a post against thousands of searches does not
     * fold and escape each keyword again.
     */
    keywordPattern: text('keyword_pattern').generatedAlwaysAs(
      keywordLikePattern(sql.raw('keyword')),
    ),
    /** The filters as the timeline's conditions hold them: field -> ids, empty fields left out. */
    filters: jsonb('filters').$type<PostFilters>().notNull().default({}),
    notify: boolean('notify').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.id),
    // Matching reads a unit's notifying searches, and nothing else.
    index('saved_searches_unit_notify_idx')
      .on(table.unit)
      .where(sql`${table.notify}`),
  ],
);

/**
 * The posts a person was told about through their saved searches: one row per (user, post), so a
 * post notifies a person once however many of their searches match it and however often the
 * matching job runs.
 */
export const savedSearchNotices = pgTable(
  'saved_search_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    /** The search that matched first (by id); null once it is deleted. */
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);

/**
 * Posts published and not yet matched: written in the publishing transaction (afterPublished),
 * so a post is queued exactly when it is published; the matching worker moves them into jobs.
 */
export const savedSearchOutbox = pgTable('saved_search_outbox', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => posts.id),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
