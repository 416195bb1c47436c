import {
  and,
  eq,
  getTableColumns,
  gt,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  isReadableByAll,
  READABLE_BY_ALL_STATUSES,
  APPROVAL_TASK_TYPES,
  UNFINISHED_TASK_STATUSES,
  type ReactionKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { alias } from 'drizzle-orm/pg-core';
import {
  masterItems,
  organizations,
  postReads,
  posts,
  reactions,
  tasks,
  users,
} from '../../db/schema.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** Who is reading: their unit walls the query, their id and first sign-in decide what is unread. */
export type Viewer = Pick<UserRecord, 'id' | 'unit' | 'agreedAt'>;

/**
 * What the viewer's side of a post depends on, as values or as a prepared statement's placeholders
 * (the timeline's first page asks it on every request: timeline-first-page.ts).
 */
export interface ViewerSideKey {
  id: number | Placeholder;
  agreedAt: Date | Placeholder | null;
}

/** A reader whose role matters too: a unit's admins read every post of the unit but deleted ones. */
export type Reader = Viewer & Pick<UserRecord, 'isAdmin'>;

/**
 * Who may read a post, and so act on it at all (an action on a post the caller may not read answers
 * 404, as reading it does): published or archived ones of the unit for everyone; every other status
 * but deleted for its author and the unit's admins (who may delete a colleague's draft, so they see
 * it). `readableBy` is the same rule as a condition of a query.
 */
export function isReadableBy(
  reader: Reader,
  post: Pick<PostRow, 'unit' | 'status' | 'authorUserId'>,
): boolean {
  if (post.unit !== reader.unit || post.status === 'deleted') return false;
  if (isReadableByAll(post.status)) return true;
  return post.authorUserId === reader.id || reader.isAdmin;
}

export function readableBy(reader: Reader): SQL {
  return and(
    eq(posts.unit, reader.unit),
    ne(posts.status, 'deleted'),
    reader.isAdmin
      ? undefined
      : or(inArray(posts.status, READABLE_BY_ALL_STATUSES), eq(posts.authorUserId, reader.id)),
  )!;
}

/**
 * Issue 39: the post is in review, in the reader's unit, and what an unfinished approval task of
 * theirs in that unit asks them to decide (their own, delegated or escalated), so they read it
 * whole, as it will be published, before it is. Reading only: acting on the post (reacting,
 * replying, quoting) still needs `readableBy`, and deciding goes through the task.
 */
export function awaitingDecisionBy(reader: Pick<Reader, 'id' | 'unit'>): SQL {
  return and(
    eq(posts.unit, reader.unit),
    eq(posts.status, 'review'),
    sql`exists (select 1 from ${tasks} where ${decisionTaskOf(reader, posts.id)})`,
  )!;
}

/**
 * The reader's unfinished approval tasks about a post (an id, or the outer query's post), in the
 * reader's unit: a person moved to another unit keeps no window on the old one.
 */
export function decisionTaskOf(
  reader: Pick<Reader, 'id' | 'unit'>,
  postId: number | typeof posts.id,
): SQL {
  return and(
    eq(tasks.postId, postId),
    eq(tasks.assigneeUserId, reader.id),
    eq(tasks.unit, reader.unit),
    inArray(tasks.type, [...APPROVAL_TASK_TYPES]),
    inArray(tasks.status, [...UNFINISHED_TASK_STATUSES]),
  )!;
}

/** Every column but the search columns, which only the database needs. */
const { searchVector: _searchVector, searchText: _searchText, ...columns } = getTableColumns(posts);
export const postColumns = columns;

export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'searchText'>;
export type PostInsert = typeof posts.$inferInsert;

const authorColumns = {
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorOrganizationName: organizations.name,
};

/**
 * The two classification items a card shows (SPEC.md section 1: disease groups with their colours,
 * and the competitive product), joined by primary key so a list needs no second query per post.
 */
const diseaseGroupItem = alias(masterItems, 'disease_group_item');
const productItem = alias(masterItems, 'competitive_product_item');
const labelColumns = {
  diseaseGroupNameJa: diseaseGroupItem.nameJa,
  diseaseGroupNameEn: diseaseGroupItem.nameEn,
  diseaseGroupColor: diseaseGroupItem.color,
  productNameJa: productItem.nameJa,
  productNameEn: productItem.nameEn,
};

export type PostWithAuthor = PostRow & {
  authorFirstName: string;
  authorLastName: string;
  authorOrganizationName: string | null;
  diseaseGroupNameJa: string | null;
  diseaseGroupNameEn: string | null;
  diseaseGroupColor: string | null;
  productNameJa: string | null;
  productNameEn: string | null;
  isRead: boolean;
  myReactions: ReactionKind[];
};

/** A post as the joined query answers it, before `flattenPost`. */
export type JoinedPostRow = { post: PostRow } & Omit<PostWithAuthor, keyof PostRow>;

/**
 * Unread (PRODUCT.md): someone else's published post, published after the viewer's first sign-in
 * (terms acceptance), that they have not opened or scrolled past. Before the first sign-in nothing
 * is unread. The one rule behind both `isRead` and the Home badge's count.
 */
export function unreadBy(viewer: ViewerSideKey): SQL {
  if (!viewer.agreedAt) return sql`false`;
  return and(
    eq(posts.status, 'published'),
    ne(posts.authorUserId, viewer.id),
    gt(posts.publishedAt, viewer.agreedAt),
    sql`not exists (select 1 from ${postReads} where ${postReads.postId} = ${posts.id} and ${postReads.userId} = ${viewer.id})`,
  )!;
}

/** The viewer's side of a post: read or not, and their own reactions. */
export function viewerColumns(viewer: ViewerSideKey) {
  return {
    isRead: sql<boolean>`not coalesce(${unreadBy(viewer)}, false)`,
    myReactions: sql<
      ReactionKind[]
    >`coalesce((select array_agg(${reactions.kind}::text order by ${reactions.kind})
      from ${reactions} where ${reactions.postId} = ${posts.id} and ${reactions.userId} = ${viewer.id}), '{}')`,
  };
}

/** Posts with their author and the viewer's side, for a `where` to narrow. */
export function selectPostsWithAuthor(db: Database, viewer: Viewer) {
  return db
    .select({ post: postColumns, ...authorColumns, ...labelColumns, ...viewerColumns(viewer) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorUserId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(diseaseGroupItem, eq(diseaseGroupItem.id, posts.diseaseGroupId))
    .leftJoin(productItem, eq(productItem.id, posts.competitiveProductId));
}

export const flattenPost = ({ post, ...rest }: JoinedPostRow): PostWithAuthor => ({
  ...post,
  ...rest,
});
