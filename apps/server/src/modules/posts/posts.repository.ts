import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  FILTER_FIELDS,
  type BusinessUnit,
  type Classification,
  type PostListQuery,
  type PostStatus,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { postReads, posts, tasks } from '../../db/schema.ts';
import { appendAudit, type AuditEntry } from '../audit/audit.repository.ts';
import { listPosts, postListWhere, unitTimeline, type PostListPage } from './post-list.ts';
import {
  flattenPost,
  postColumns,
  selectPostsWithAuthor,
  unreadBy,
  type PostInsert,
  type PostRow,
  type PostWithAuthor,
  readableBy,
  awaitingDecisionBy,
  decisionTaskOf,
  type Reader,
  type Viewer,
} from './post-rows.ts';
import { countPostsUpTo, rememberedCount } from './remembered-count.ts';

export function classificationColumns(classification: Classification | undefined) {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, classification?.[field] ?? null]),
  ) as Pick<PostInsert, (typeof FILTER_FIELDS)[number]>;
}

export function createPostsRepository(db: Database) {
  const withAuthor = (viewer: Viewer) => selectPostsWithAuthor(db, viewer);
  const flatten = flattenPost;

  return {
    async insert(values: PostInsert): Promise<PostRow> {
      const [row] = await db.insert(posts).values(values).returning(postColumns);
      return row!;
    },

    async update(id: number, values: Partial<PostInsert>): Promise<PostRow> {
      const [row] = await db
        .update(posts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning(postColumns);
      return row!;
    },

    /** A post the reader may read (`readableBy`: published or archived, or their own, or any as an admin). */
    async findVisible(reader: Reader, id: number): Promise<PostWithAuthor | null> {
      const [row] = await withAuthor(reader)
        .where(and(eq(posts.id, id), readableBy(reader)))
        .limit(1);
      return row ? flatten(row) : null;
    },

    /**
     * A post to open on its own page: one the reader may read, or one an unfinished approval task
     * of theirs asks them to decide (`awaitingDecisionBy`), with that task's id (the page's way
     * back to deciding it).
     */
    async findToOpen(
      reader: Reader,
      id: number,
    ): Promise<{ post: PostWithAuthor; decisionTaskId: number | null } | null> {
      const [row] = await withAuthor(reader)
        .where(and(eq(posts.id, id), or(readableBy(reader), awaitingDecisionBy(reader))))
        .limit(1);
      if (!row) return null;
      const post = flatten(row);
      // Only a post in review has a decision to make: the timeline's posts cost no third query.
      if (post.status !== 'review') return { post, decisionTaskId: null };
      const [task] = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(decisionTaskOf(reader, id))
        .orderBy(asc(tasks.id))
        .limit(1);
      return { post, decisionTaskId: task?.id ?? null };
    },

    async findInUnit(
      unit: BusinessUnit,
      id: number,
      statuses: PostStatus[],
    ): Promise<PostRow | null> {
      const [row] = await db
        .select(postColumns)
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.unit, unit), inArray(posts.status, statuses)))
        .limit(1);
      return row ?? null;
    },

    /**
     * A post of the unit in any status, its row locked until the transaction ends: the start of
     * every change that must not interleave with another on the same post.
     */
    async lockInUnit(unit: BusinessUnit, id: number): Promise<PostRow | null> {
      const [row] = await db
        .select(postColumns)
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.unit, unit)))
        .for('update');
      return row ?? null;
    },

    async listDrafts(viewer: Viewer, page: { limit: number; offset: number }) {
      const where = and(eq(posts.authorUserId, viewer.id), eq(posts.status, 'draft'));
      const [rows, [totals]] = await Promise.all([
        withAuthor(viewer)
          .where(where)
          .orderBy(desc(posts.updatedAt), desc(posts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      return { rows: rows.map(flatten), total: totals?.total ?? 0 };
    },

    /** One page of a list: the timeline and its relatives (see post-list.ts). */
    list: (viewer: Viewer, query: PostListQuery): Promise<PostListPage> =>
      listPosts(db, viewer, query),

    /**
     * A reply or quote just became published (+1) or stopped being (-1, unpublished): its post
     * counts one more or one fewer comment or retweet.
     */
    async countOnParent(post: Pick<PostRow, 'kind' | 'parentId' | 'quotedId'>, delta: 1 | -1) {
      if (post.kind === 'reply' && post.parentId) {
        await db
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
          .where(eq(posts.id, post.parentId));
      } else if (post.kind === 'quote' && post.quotedId) {
        await db
          .update(posts)
          .set({ quoteCount: sql`greatest(${posts.quoteCount} + ${delta}, 0)` })
          .where(eq(posts.id, post.quotedId));
      }
    },

    /**
     * The unit's published posts and quotes that share the most character bigrams with `text`
     * (served by the GIN index on search_vector), most similar first.
     */
    async similar(viewer: Viewer, text: string, limit: number): Promise<PostWithAuthor[]> {
      const query = sql`kizuki_bigram_query(${text}, '|')`;
      const rows = await withAuthor(viewer)
        .where(and(postListWhere(viewer, unitTimeline()), sql`${posts.searchVector} @@ ${query}`))
        .orderBy(desc(sql`ts_rank(${posts.searchVector}, ${query})`), desc(posts.publishedAt))
        .limit(limit);
      return rows.map(flatten);
    },

    async withAuthorById(viewer: Viewer, id: number): Promise<PostWithAuthor> {
      const [row] = await withAuthor(viewer).where(eq(posts.id, id));
      return flatten(row!);
    },

    /** Published posts and quotes of the unit about the same target disease as this one. */
    async countSameCategory(post: Pick<PostRow, 'unit' | 'diseaseId'>): Promise<number> {
      const diseaseId = post.diseaseId;
      if (diseaseId === null) return 0;
      return rememberedCount(
        db,
        `sameCategory:${post.unit}/${diseaseId}`,
        async () => {
          const [row] = await db
            .select({ total: count() })
            .from(posts)
            .where(postListWhere(post, unitTimeline({ diseaseId: [diseaseId] })));
          return row?.total ?? 0;
        },
        () => true,
      );
    },

    /**
     * How many posts are unread (see viewerColumns), counted up to `cap`: the badge shows 99+
     * beyond that, and stopping there keeps the count cheap however many posts there are.
     */
    async countUnread(viewer: Viewer, cap: number): Promise<number> {
      if (!viewer.agreedAt) return 0;
      return countPostsUpTo(db, and(postListWhere(viewer, unitTimeline()), unreadBy(viewer)), cap);
    },

    /**
     * Records that the viewer opened or scrolled past these posts, in one statement: ids the
     * viewer cannot read are left out, and repeating it changes nothing.
     */
    async markRead(viewer: Viewer, ids: number[]): Promise<void> {
      await db
        .insert(postReads)
        .select(
          db
            .select({
              userId: sql<number>`${viewer.id}`.as('user_id'),
              postId: posts.id,
              readAt: sql<Date>`now()`.as('read_at'),
            })
            .from(posts)
            .where(
              and(
                inArray(posts.id, ids),
                eq(posts.unit, viewer.unit),
                eq(posts.status, 'published'),
              ),
            ),
        )
        .onConflictDoNothing();
    },

    async audit(entry: Omit<AuditEntry, 'objectType' | 'objectId'> & { postId: number }) {
      const { postId, ...rest } = entry;
      await appendAudit(db, { ...rest, objectType: 'post', objectId: postId });
    },
  };
}
