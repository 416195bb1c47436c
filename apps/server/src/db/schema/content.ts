import { sql, type SQL } from 'drizzle-orm';
import { CLASSIFICATION_KEYS, type ClassificationKey } from '@kizuki/shared';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  businessUnitEnum,
  collectionEnum,
  contentKindEnum,
  postStatusEnum,
  reactionKindEnum,
  timestamps,
} from './columns.ts';
import { organizations, users } from './people.ts';

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
    /** False once an admin retired it (issue 20): out of the wizard, still on old posts. */
    active: boolean('active').notNull().default(true),
    /**
     * Other names the composer finds the item by in a post's text (issue 23): generic names,
     * abbreviations, spellings. A keyword finds the item's posts by them too, as by its names
     * (issue 39, modules/posts/keyword-match.ts).
     */
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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

/**
 * A post's nine classification ids as one array (nulls for the steps it skipped): what a keyword
 * finds a post through its classification by (modules/posts/keyword-match.ts), and what
 * `posts_classification_idx` indexes; the query must spell the index's expression.
 */
export const classificationIdsOf = (table: {
  [field in `${ClassificationKey}Id`]: AnyPgColumn;
}): SQL =>
  sql`(array[${sql.join(
    CLASSIFICATION_KEYS.map((key) => table[`${key}Id`]),
    sql`, `,
  )}]::integer[])`;

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
    /**
     * The author's organization when the post was written (set by the database, migration 0034):
     * the area the observation comes from, which stays put when the author later moves.
     */
    organizationId: integer('organization_id').references(() => organizations.id),
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
    // A keyword found in many posts, sorted by a reaction (published and archived posts alike):
    // these are walked in order, each post's text tested, until the page is full, instead of
    // fetching every match to sort them (docs/performance.md, "Reading at a million posts").
    index('posts_unit_visible_same_idx')
      .on(table.unit, table.sameCount, table.publishedAt, table.id)
      .where(sql`${table.status} in ('published', 'archived')`),
    index('posts_unit_visible_like_idx')
      .on(table.unit, table.likeCount, table.publishedAt, table.id)
      .where(sql`${table.status} in ('published', 'archived')`),
    // The insights' most "want to hear more" posts of a period, read in order like the sorts above.
    index('posts_unit_status_more_idx').on(
      table.unit,
      table.status,
      table.moreCount,
      table.publishedAt,
      table.id,
    ),
    // "Posts in the same category" (the target disease) is counted from this index.
    index('posts_disease_status_idx').on(table.diseaseId, table.status),
    index('posts_search_vector_idx').using('gin', table.searchVector),
    // A keyword that names a classification item: the posts classified with it (keyword-match.ts).
    index('posts_classification_idx').using('gin', classificationIdsOf(table)),
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
