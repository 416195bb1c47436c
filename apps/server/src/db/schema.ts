import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  pgSequence,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BUSINESS_UNITS,
  COLLECTIONS,
  CONTENT_KINDS,
  POST_STATUSES,
  REACTION_KINDS,
  ROLES,
  TASK_STATUSES,
  TASK_TYPES,
  type NotificationKind,
} from '@kizuki/shared';

export const businessUnitEnum = pgEnum('business_unit', BUSINESS_UNITS);

/**
 * Every write of a notification or a task takes the next number (triggers of migration 0015): a
 * user's largest is the version of what their polls read, the ETag that lets an unchanged poll be
 * answered 304 from memory (modules/changes). A sequence, not a counter row per user, so that
 * concurrent writes never wait on each other for it.
 */
export const changeSequence = pgSequence('kizuki_change_seq');
const changeSeq = () =>
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Groups users inside a unit; an mr's approvers are the mr-approvers of the same organization. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    /** The key an import file uses, stable across imports. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [unique('organizations_unit_code_unique').on(table.unit, table.code)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Stored lower-cased: the sign-in claim is matched case-insensitively. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull(),
    unit: businessUnitEnum('unit').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_unit_role_idx').on(table.unit, table.role),
  ],
);

/** Append-only record of who changed what (PRODUCT.md, audit trail). Nothing updates or deletes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    unit: businessUnitEnum('unit').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_object_idx').on(table.objectType, table.objectId),
    index('audit_log_actor_idx').on(table.actorUserId),
  ],
);

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
    changeSeq: changeSeq(),
    ...timestamps,
  },
  (table) => [
    index('tasks_assignee_change_idx').on(table.assigneeUserId, table.changeSeq),
    index('tasks_assignee_status_due_idx').on(table.assigneeUserId, table.status, table.dueOn),
    index('tasks_post_idx').on(table.postId),
    index('tasks_answer_post_idx').on(table.answerPostId),
    // /inquiries: the inquiries a user opened, newest first.
    index('tasks_requester_type_idx').on(table.requestedByUserId, table.type, table.createdAt),
  ],
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
 * transaction, so a push is queued once and never lost (modules/push/push-delivery.ts).
 */
export const pushOutbox = pgTable('push_outbox', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The nine master-data collections of every unit (SPEC.md section 2) in one table: they share
 * their shape, their import and their API. `code` is the stable key an import file uses.
 */
export const masterItems = pgTable(
  'master_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    collection: collectionEnum('collection').notNull(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Disease groups only: the sub-group id of SPEC.md section 3, and the chip colour. */
    subGroupId: smallint('sub_group_id'),
    color: text('color'),
    ...timestamps,
  },
  (table) => [
    unique('master_items_unit_collection_code_unique').on(table.unit, table.collection, table.code),
    index('master_items_unit_collection_order_idx').on(
      table.unit,
      table.collection,
      table.sortOrder,
    ),
    // SPEC.md section 3: a sub-group id names one disease group of its unit.
    uniqueIndex('master_items_unit_sub_group_unique')
      .on(table.unit, table.subGroupId)
      .where(sql`${table.collection} = 'diseaseGroups'`),
  ],
);

/**
 * Which disease groups an item belongs to. An item with no link belongs to every disease group of
 * its unit; once a disease group is chosen, the wizard lists only its items and those.
 */
export const masterItemDiseaseGroups = pgTable(
  'master_item_disease_groups',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => masterItems.id, { onDelete: 'cascade' }),
    diseaseGroupId: integer('disease_group_id')
      .notNull()
      .references(() => masterItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.diseaseGroupId] }),
    index('master_item_disease_groups_group_idx').on(table.diseaseGroupId),
  ],
);

const classificationColumn = (name: string) => integer(name).references(() => masterItems.id);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Posts, replies (parentId) and quotes (quotedId): one lifecycle, one table (PRODUCT.md). */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    kind: contentKindEnum('kind').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => posts.id),
    quotedId: integer('quoted_id').references((): AnyPgColumn => posts.id),
    status: postStatusEnum('status').notNull(),
    body: text('body').notNull(),
    occupationGroupId: classificationColumn('occupation_group_id'),
    workplaceId: classificationColumn('workplace_id'),
    occupationId: classificationColumn('occupation_id'),
    diseaseGroupId: classificationColumn('disease_group_id'),
    diseaseId: classificationColumn('disease_id'),
    productGroupId: classificationColumn('product_group_id'),
    competitiveProductId: classificationColumn('competitive_product_id'),
    categoryId: classificationColumn('category_id'),
    activityId: classificationColumn('activity_id'),
    /** The self-check items the author confirmed, kept for the audit trail (PRODUCT.md). */
    selfCheck: jsonb('self_check').$type<string[]>().notNull().default([]),
    rejectionReason: text('rejection_reason'),
    /**
     * Counters kept up to date by every write that changes them, so lists can sort by reactions
     * at any size without counting (PRODUCT.md).
     */
    likeCount: integer('like_count').notNull().default(0),
    sameCount: integer('same_count').notNull().default(0),
    moreCount: integer('more_count').notNull().default(0),
    /** Published replies and published quotes of this post. */
    commentCount: integer('comment_count').notNull().default(0),
    quoteCount: integer('quote_count').notNull().default(0),
    /** Character pairs and lone characters of the text (migration 0008): search and similar posts. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`kizuki_search_terms(body)`),
    /**
     * The text as search compares it (kizuki_fold: NFKC, lower case; migration 0019), kept so
     * that the substring test that decides every keyword match does not fold each candidate again.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`kizuki_fold(body)`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('posts_author_status_idx').on(table.authorUserId, table.status, table.updatedAt),
    index('posts_unit_status_published_idx').on(table.unit, table.status, table.publishedAt),
    index('posts_parent_idx').on(table.parentId),
    index('posts_quoted_idx').on(table.quotedId),
    // The reaction sorts read these in order instead of sorting a unit's posts at every request.
    index('posts_unit_status_same_idx').on(
      table.unit,
      table.status,
      table.sameCount,
      table.publishedAt,
      table.id,
    ),
    index('posts_unit_status_like_idx').on(
      table.unit,
      table.status,
      table.likeCount,
      table.publishedAt,
      table.id,
    ),
    // "Posts in the same category" (the target disease) is counted from this index.
    index('posts_disease_status_idx').on(table.diseaseId, table.status),
    index('posts_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * Answers to writes that carried an Idempotency-Key: a retry with the same key gets the first
 * answer instead of a second write. Keys are per user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** What the first request asked, so the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** "Like", "same phenomenon in my area", "want to hear more": one of each per user per post. */
export const reactions = pgTable(
  'reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: reactionKindEnum('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId, table.kind] }),
    index('reactions_user_idx').on(table.userId),
  ],
);

/**
 * The posts each user has opened or scrolled past: what is not here, published since the user's
 * first sign-in by someone else, is unread (PRODUCT.md) and counts on the Home badge.
 */
export const postReads = pgTable(
  'post_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);

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
