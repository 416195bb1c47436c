import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type ApprovalNudge, type NotificationKind } from '@kizuki/shared';
import {
  businessUnitEnum,
  changeSeq,
  taskTypeEnum,
  taskStatusEnum,
  timestamps,
} from './columns.ts';
import { users } from './people.ts';
import { posts } from './content.ts';
import { contentReports, safetyCases } from './compliance.ts';

/** Work waiting for a user: approvals, comment approvals and inquiries (SPEC.md section 3). */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    assigneeUserId: integer('assignee_user_id')
      .notNull()
      .references(() => users.id),
    type: taskTypeEnum('type').notNull(),
    status: taskStatusEnum('status').notNull().default('to-do'),
    /** A calendar date: the rules of SPEC.md section 4 count days in Asia/Tokyo. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    /** The content the task is about: the post, reply or quote to approve, or the inquired post. */
    postId: integer('post_id').references((): AnyPgColumn => posts.id),
    /** Who asked: the author who submitted, or the PMO-group user who opened the inquiry. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    /** An inquiry's question. */
    question: text('question'),
    /** An inquiry's answer: the assignee's reply to the post. */
    answerPostId: integer('answer_post_id').references((): AnyPgColumn => posts.id),
    /** The decision's comment: a rejection's reason. */
    decisionComment: text('decision_comment'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A safety-case task's case. */
    safetyCaseId: integer('safety_case_id').references((): AnyPgColumn => safetyCases.id),
    /** A report task's report. */
    reportId: integer('report_id').references((): AnyPgColumn => contentReports.id),
    /**
     * When an overdue approval was escalated to this pmo-approver (issue 23): the task is theirs
     * to decide beside the original approvers'; null for every other task.
     */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    changeSeq: changeSeq(),
    ...timestamps,
  },
  (table) => [
    index('tasks_assignee_change_idx').on(table.assigneeUserId, table.changeSeq),
    index('tasks_assignee_status_due_idx').on(table.assigneeUserId, table.status, table.dueOn),
    index('tasks_post_idx').on(table.postId),
    index('tasks_answer_post_idx').on(table.answerPostId),
    index('tasks_safety_case_idx').on(table.safetyCaseId),
    index('tasks_report_idx').on(table.reportId),
    // /inquiries: the inquiries a user opened, newest first.
    index('tasks_requester_type_idx').on(table.requestedByUserId, table.type, table.createdAt),
    // The reminder sweep: approvals still to do, by due date.
    index('tasks_approval_to_do_due_idx')
      .on(table.dueOn)
      .where(sql`${table.status} = 'to-do' and ${table.type} in ('approval', 'comment-approval')`),
  ],
);

/**
 * The reminders and escalations sent for a task (issue 23), one row per task and kind: the key
 * makes each one sent once, whichever process or run of the job gets there first.
 */
export const taskNudges = pgTable(
  'task_nudges',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    kind: text('kind').$type<ApprovalNudge>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.kind] })],
);

/**
 * Where a user's browsers receive Web Push: one row per push-service endpoint (an endpoint belongs
 * to one browser profile; subscribing again moves it to whoever is signed in there).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's keys for the payload's encryption (aes128gcm). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Settings the server makes for itself once and keeps (the generated VAPID key pair). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a user is told about: approvals, replies, inquiries (PRODUCT.md, notifications). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    /** The screen the notification opens, as an app path (/posts/12). */
    link: text('link').notNull(),
    /**
     * Events of one group (reactions on one post) while unread share one notification, counted;
     * reading it starts a new one.
     */
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    changeSeq: changeSeq(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_change_idx').on(table.userId, table.changeSeq),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`not ${table.isRead}`),
    uniqueIndex('notifications_user_open_group_unique')
      .on(table.userId, table.groupKey)
      .where(sql`not ${table.isRead} and ${table.groupKey} is not null`),
  ],
);

/**
 * Notifications waiting to become push jobs (a transactional outbox). A trigger adds a row when a
 * notification is inserted for someone with a push subscription, in the transaction that creates
 * the notification; the push relay turns rows into queued jobs and deletes them in one
 * transaction, so a push is queued once and never lost (jobs/push-delivery.worker.ts,
 * modules/push/push-outbox.ts).
 */
export const pushOutbox = pgTable('push_outbox', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
