import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportStatus, SafetyCaseSource, ScreenRule } from '@kizuki/shared';
import { businessUnitEnum } from './columns.ts';
import { users } from './people.ts';
import { posts } from './content.ts';

/**
 * A possible adverse event reported to the safety department (issue 19): minimal data, no
 * identifiers, and `learntAt`, the reporting clock's day 0. The unit's safety contacts each get a
 * safety-case task for it.
 */
export const safetyCases = pgTable(
  'safety_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    product: text('product').notNull(),
    whatHappened: text('what_happened').notNull(),
    learntAt: timestamp('learnt_at', { withTimezone: true }).notNull(),
    source: text('source').$type<SafetyCaseSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('safety_cases_unit_created_idx').on(table.unit, table.createdAt)],
);

/** A reader's report of published content; its unit's admins (and safety contacts) get tasks. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<ReportReason>().notNull(),
    comment: text('comment').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One report per reader, post and reason: reporting again answers the first report.
    uniqueIndex('content_reports_post_reporter_reason_unique').on(
      table.postId,
      table.reporterUserId,
      table.reason,
    ),
  ],
);

/**
 * What a redaction leaves behind (issue 19): who removed text from which object, when, why, and a
 * salted SHA-256 of what was removed, never the text.
 */
export const redactions = pgTable(
  'redactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    objectType: text('object_type').$type<'post'>().notNull(),
    objectId: integer('object_id').notNull(),
    redactedByUserId: integer('redacted_by_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    salt: text('salt').notNull(),
    removedHash: text('removed_hash').notNull(),
    occurrences: integer('occurrences').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('redactions_object_idx').on(table.objectType, table.objectId)],
);

/**
 * The pre-screen's rule tables, one row per saved version per unit (rules are data an admin
 * maintains). The newest row of a unit is in force; a unit with none uses the built-in table.
 */
export const screenRuleVersions = pgTable(
  'screen_rule_versions',
  {
    unit: businessUnitEnum('unit').notNull(),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<ScreenRule[]>().notNull(),
    savedByUserId: integer('saved_by_user_id').references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('screen_rule_versions_unit_version_unique').on(table.unit, table.version),
  ],
);
