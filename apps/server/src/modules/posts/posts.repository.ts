import { LRUCache } from 'lru-cache';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  getTableColumns,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  FILTER_FIELDS,
  POST_LIST_TOTAL_CAP,
  type BusinessUnit,
  type Classification,
  type Post,
  type PostListQuery,
  type PostStatus,
  type ReactionKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { foldedText } from '../../db/text-match.ts';
import { organizations, postReads, posts, reactions, users } from '../../db/schema.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { appendAudit, type AuditEntry } from '../audit/audit.repository.ts';

/** Who is reading: their unit walls the query, their id and first sign-in decide what is unread. */
export type Viewer = Pick<UserRecord, 'id' | 'unit' | 'agreedAt'>;

/** Every column but the search columns, which only the database needs. */
const {
  searchVector: _searchVector,
  searchText: _searchText,
  ...postColumns
} = getTableColumns(posts);

export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'searchText'>;
type PostInsert = typeof posts.$inferInsert;

const authorColumns = {
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorOrganizationName: organizations.name,
};

export type PostWithAuthor = PostRow & {
  authorFirstName: string;
  authorLastName: string;
  authorOrganizationName: string | null;
  isRead: boolean;
  myReactions: ReactionKind[];
};

/**
 * Unread (PRODUCT.md): someone else's published post, published after the viewer's first sign-in
 * (terms acceptance), that they have not opened or scrolled past. Before the first sign-in nothing
 * is unread. The one rule behind both `isRead` and the Home badge's count.
 */
function unreadBy(viewer: Viewer): SQL {
  if (!viewer.agreedAt) return sql`false`;
  return and(
    eq(posts.status, 'published'),
    ne(posts.authorUserId, viewer.id),
    gt(posts.publishedAt, viewer.agreedAt),
    sql`not exists (select 1 from ${postReads} where ${postReads.postId} = ${posts.id} and ${postReads.userId} = ${viewer.id})`,
  )!;
}

/** How many rows a query would answer, counting no further than `cap`. */
async function countUpTo(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(posts)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(rows);
  return row?.total ?? 0;
}

/**
 * Counts that need not be exact to the second, remembered for a minute per database (at most
 * 10,000 of them): a list past the cap shows "1,000+" whatever happens in that minute, and a post's
 * "posts in the same category" may lag a new post by as long. Counting them on every page cost more
 * than the page itself (docs/performance.md).
 */
const COUNT_MEMORY = { max: 10_000, ttl: 60_000 };
const rememberedCounts = new WeakMap<Database, LRUCache<string, number>>();

async function rememberedCount(
  db: Database,
  key: string,
  countNow: () => Promise<number>,
  worthKeeping: (counted: number) => boolean,
): Promise<number> {
  let memory = rememberedCounts.get(db);
  if (!memory) rememberedCounts.set(db, (memory = new LRUCache<string, number>(COUNT_MEMORY)));
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  const counted = await countNow();
  if (worthKeeping(counted)) memory.set(key, counted);
  return counted;
}

/** The viewer's side of a post: read or not, and their own reactions. */
function viewerColumns(viewer: Viewer) {
  return {
    isRead: sql<boolean>`not coalesce(${unreadBy(viewer)}, false)`,
    myReactions: sql<
      ReactionKind[]
    >`coalesce((select array_agg(${reactions.kind}::text order by ${reactions.kind})
      from ${reactions} where ${reactions.postId} = ${posts.id} and ${reactions.userId} = ${viewer.id}), '{}')`,
  };
}

export function countsOf(
  row: Pick<PostRow, 'likeCount' | 'sameCount' | 'moreCount' | 'commentCount' | 'quoteCount'>,
) {
  return {
    likes: row.likeCount,
    same: row.sameCount,
    more: row.moreCount,
    comments: row.commentCount,
    retweets: row.quoteCount,
  };
}

export function presentPost(row: PostWithAuthor): Post {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    body: row.body,
    author: {
      id: row.authorUserId,
      firstName: row.authorFirstName,
      lastName: row.authorLastName,
      organizationName: row.authorOrganizationName,
    },
    classification: Object.fromEntries(
      FILTER_FIELDS.map((field) => [field, row[field] ?? null]),
    ) as Post['classification'],
    parentId: row.parentId,
    quotedId: row.quotedId,
    counts: countsOf(row),
    isRead: row.isRead,
    myReactions: row.myReactions,
    selfCheck: row.selfCheck,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function classificationColumns(classification: Classification | undefined) {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, classification?.[field] ?? null]),
  ) as Pick<PostInsert, (typeof FILTER_FIELDS)[number]>;
}

/**
 * A keyword of any length in Japanese or English: the search-term index (character pairs, and
 * prefixes for one-character words) narrows the candidates, and a substring test on the
 * NFKC-normalised, lower-cased text decides, so what is found is exactly what a substring search
 * would find. Only a keyword made of quotes and backslashes has nothing for the index and is
 * answered by the substring test alone.
 */
function keywordMatch(keyword: string, useIndex = true): SQL {
  const normalized = foldedText(keyword);
  const pattern = sql`'%' || replace(replace(replace(${normalized}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const substring = sql`${posts.searchText} like ${pattern}`;
  const terms = sql`kizuki_search_query(${keyword})`;
  if (!useIndex) return substring;
  return sql`(numnode(${terms}) = 0 or ${posts.searchVector} @@ ${terms}) and ${substring}`;
}

/**
 * The windows of a keyword search, newest first: the last 30 days, the last year, everything. A
 * common keyword fills its page from the last month's posts alone instead of fetching every match
 * of the whole history to sort them (docs/performance.md, reading benchmark).
 */
const SEARCH_WINDOWS_DAYS = [30, 365, null] as const;

/** A post as the joined query answers it, before flatten. */
type JoinedRow = { post: PostRow } & Omit<PostWithAuthor, keyof PostRow>;

export function createPostsRepository(db: Database) {
  const withAuthor = (viewer: Viewer) =>
    db
      .select({ post: postColumns, ...authorColumns, ...viewerColumns(viewer) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorUserId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId));
  const flatten = ({ post, ...rest }: JoinedRow): PostWithAuthor => ({
    ...post,
    ...rest,
  });

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

    /** A post the user may see: published (or archived) in the unit, or any of their own but deleted. */
    async findVisible(viewer: Viewer, id: number): Promise<PostWithAuthor | null> {
      const [row] = await withAuthor(viewer)
        .where(
          and(
            eq(posts.id, id),
            eq(posts.unit, viewer.unit),
            ne(posts.status, 'deleted'),
            or(inArray(posts.status, ['published', 'archived']), eq(posts.authorUserId, viewer.id)),
          ),
        )
        .limit(1);
      return row ? flatten(row) : null;
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

    /**
     * The timeline and its relatives: the unit's published posts and quotes (or replies), or the
     * caller's own content in any status but deleted; filtered, searched and sorted. With parentId,
     * a post's published replies in the order they were written; with quotedId, its quotes.
     */
    async list(viewer: Viewer, query: PostListQuery) {
      const isReplies = query.kind === 'reply' || query.parentId !== undefined;
      const conditions: (SQL | undefined)[] = [
        eq(posts.unit, viewer.unit),
        isReplies ? eq(posts.kind, 'reply') : inArray(posts.kind, ['post', 'quote']),
      ];
      if (query.parentId !== undefined) conditions.push(eq(posts.parentId, query.parentId));
      if (query.quotedId !== undefined) conditions.push(eq(posts.quotedId, query.quotedId));
      if (query.mine) {
        conditions.push(eq(posts.authorUserId, viewer.id), ne(posts.status, 'deleted'));
        if (query.status) conditions.push(eq(posts.status, query.status));
      } else {
        // Archived posts leave the timeline but are still found by a search (PRODUCT.md).
        conditions.push(
          inArray(posts.status, query.keyword ? ['published', 'archived'] : ['published']),
        );
      }
      for (const field of FILTER_FIELDS) {
        const ids = query[field];
        if (ids && ids.length > 0) conditions.push(inArray(posts[field], ids));
      }
      const order = {
        publishedAt:
          query.parentId !== undefined
            ? [asc(posts.publishedAt), asc(posts.id)]
            : [desc(posts.publishedAt), desc(posts.id)],
        numberOfSameReactions: [desc(posts.sameCount), desc(posts.publishedAt), desc(posts.id)],
        numberOfLikeReactions: [desc(posts.likeCount), desc(posts.publishedAt), desc(posts.id)],
      }[query.sort];
      // Within the last month the unit's posts are few enough to test each one's text directly,
      // which is cheaper than intersecting the whole history's index entries for common pairs.
      const matching = (days: number | null) =>
        query.keyword ? keywordMatch(query.keyword, days === null || days > 30) : undefined;
      const pageWithin = (since: SQL | undefined, days: number | null) =>
        withAuthor(viewer)
          .where(and(...conditions, since, matching(days)))
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset);
      // What the count depends on: the conditions, whatever the page and the order.
      const { limit: _limit, offset: _offset, sort: _sort, ...counted } = query;
      const countKey = JSON.stringify([viewer.unit, query.mine ? viewer.id : null, counted]);
      const countWithin = (since: SQL | undefined, days: number | null) =>
        rememberedCount(
          db,
          `list:${countKey}/${days}`,
          () => countUpTo(db, and(...conditions, since, matching(days)), POST_LIST_TOTAL_CAP + 1),
          (counted) => counted > POST_LIST_TOTAL_CAP,
        );

      // A keyword search, newest first, looks at the recent past first (see SEARCH_WINDOWS_DAYS):
      // a page found whole inside a window is the page of the whole history, because the window
      // holds the newest posts. The count then covers that window only, and says it is a lower
      // bound; beyond the cap it is always one.
      const windows =
        query.keyword && query.sort === 'publishedAt' && query.parentId === undefined
          ? SEARCH_WINDOWS_DAYS
          : [null];
      let rows: JoinedRow[] | null = null;
      let total: number | null = null;
      let totalIsLowerBound = false;
      for (const days of windows) {
        const since =
          days === null
            ? undefined
            : sql`${posts.publishedAt} >= now() - make_interval(days => ${days})`;
        const [found, counted]: [JoinedRow[] | null, number | null] = await Promise.all([
          rows ? null : pageWithin(since, days),
          total === null ? countWithin(since, days) : null,
        ]);
        if (found && (found.length === query.limit || days === null)) rows = found;
        if (counted !== null && (counted > POST_LIST_TOTAL_CAP || rows || days === null)) {
          total = Math.min(counted, POST_LIST_TOTAL_CAP);
          totalIsLowerBound = counted > POST_LIST_TOTAL_CAP || days !== null;
        }
        if (rows && total !== null) break;
      }
      return { rows: (rows ?? []).map(flatten), total: total ?? 0, totalIsLowerBound };
    },

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
        .where(
          and(
            eq(posts.unit, viewer.unit),
            eq(posts.status, 'published'),
            ne(posts.kind, 'reply'),
            sql`${posts.searchVector} @@ ${query}`,
          ),
        )
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
            .where(
              and(
                eq(posts.diseaseId, diseaseId),
                eq(posts.status, 'published'),
                eq(posts.unit, post.unit),
                inArray(posts.kind, ['post', 'quote']),
              ),
            );
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
      return countUpTo(
        db,
        and(eq(posts.unit, viewer.unit), inArray(posts.kind, ['post', 'quote']), unreadBy(viewer)),
        cap,
      );
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
