import { sql } from 'drizzle-orm';
import { pgSequence, bigint, pgEnum, timestamp } from 'drizzle-orm/pg-core';
import {
  BUSINESS_UNITS,
  COLLECTIONS,
  CONTENT_KINDS,
  POST_STATUSES,
  REACTION_KINDS,
  ROLES,
  TASK_STATUSES,
  TASK_TYPES,
} from '@kizuki/shared';

export const businessUnitEnum = pgEnum('business_unit', BUSINESS_UNITS);

/**
 * Every write of a notification or a task, and every change of a poll scope (poll_changes), takes
 * the next number (triggers of migrations 0015 and 0021): the largest of a user's
 * (kizuki_poll_version) is the version of what their polls read, the ETag that lets an unchanged
 * poll be answered 304 from memory (modules/changes). A sequence, not a counter row per user, so that
 * concurrent writes never wait on each other for it.
 */
export const changeSequence = pgSequence('kizuki_change_seq');
export const changeSeq = () =>
  bigint('change_seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('kizuki_change_seq')`);
export const roleEnum = pgEnum('user_role', ROLES);
export const taskTypeEnum = pgEnum('task_type', TASK_TYPES);
export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);
export const collectionEnum = pgEnum('master_collection', COLLECTIONS);
export const contentKindEnum = pgEnum('content_kind', CONTENT_KINDS);
export const postStatusEnum = pgEnum('post_status', POST_STATUSES);
export const reactionKindEnum = pgEnum('reaction_kind', REACTION_KINDS);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
