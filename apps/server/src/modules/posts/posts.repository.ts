import { and, count, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  FILTER_FIELDS,
  type BusinessUnit,
  type Classification,
  type Post,
  type PostListQuery,
  type PostStatus,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog, organizations, posts, users } from '../../db/schema.ts';

/** Every column but the search vector, which only the database needs. */
const { searchVector: _searchVector, ...postColumns } = getTableColumns(posts);

export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector'>;
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
};

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
 * A keyword of any length in Japanese or English: the bigram index narrows the candidates, and a
 * substring test on the NFKC-normalised, lower-cased text decides, so what is found is exactly what
 * a substring search would find. A keyword without a bigram (one character, or pairs that all
 * span a space) has nothing for the index, and the substring test alone answers it.
 */
function keywordMatch(keyword: string): SQL {
  const normalized = sql`lower(normalize(${keyword}, NFKC))`;
  const pattern = sql`'%' || replace(replace(replace(${normalized}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const substring = sql`lower(normalize(${posts.body}, NFKC)) like ${pattern}`;
  const bigrams = sql`kizuki_bigram_query(${keyword}, '&')`;
  return sql`(numnode(${bigrams}) = 0 or ${posts.searchVector} @@ ${bigrams}) and ${substring}`;
}

export function createPostsRepository(db: Database) {
  const withAuthor = () =>
    db
      .select({ post: postColumns, ...authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorUserId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId));
  const flatten = (
    row: { post: PostRow } & Omit<PostWithAuthor, keyof PostRow>,
  ): PostWithAuthor => ({
    ...row.post,
    authorFirstName: row.authorFirstName,
    authorLastName: row.authorLastName,
    authorOrganizationName: row.authorOrganizationName,
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
    async findVisible(
      unit: BusinessUnit,
      userId: number,
      id: number,
    ): Promise<PostWithAuthor | null> {
      const [row] = await withAuthor()
        .where(
          and(
            eq(posts.id, id),
            eq(posts.unit, unit),
            ne(posts.status, 'deleted'),
            or(inArray(posts.status, ['published', 'archived']), eq(posts.authorUserId, userId)),
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

    async listDrafts(authorUserId: number, page: { limit: number; offset: number }) {
      const where = and(eq(posts.authorUserId, authorUserId), eq(posts.status, 'draft'));
      const [rows, [totals]] = await Promise.all([
        withAuthor()
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
     * caller's own content in any status but deleted; filtered, searched and sorted.
     */
    async list(unit: BusinessUnit, viewerId: number, query: PostListQuery) {
      const conditions: (SQL | undefined)[] = [
        eq(posts.unit, unit),
        query.kind === 'reply' ? eq(posts.kind, 'reply') : inArray(posts.kind, ['post', 'quote']),
      ];
      if (query.mine) {
        conditions.push(eq(posts.authorUserId, viewerId), ne(posts.status, 'deleted'));
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
      if (query.keyword) conditions.push(keywordMatch(query.keyword));
      const where = and(...conditions);
      const order = {
        publishedAt: [desc(posts.publishedAt), desc(posts.id)],
        numberOfSameReactions: [desc(posts.sameCount), desc(posts.publishedAt), desc(posts.id)],
        numberOfLikeReactions: [desc(posts.likeCount), desc(posts.publishedAt), desc(posts.id)],
      }[query.sort];
      const [rows, [totals]] = await Promise.all([
        withAuthor()
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      return { rows: rows.map(flatten), total: totals?.total ?? 0 };
    },

    /** A reply or quote just became published: its post counts one more comment or retweet. */
    async countAsPublished(post: Pick<PostRow, 'kind' | 'parentId' | 'quotedId'>) {
      if (post.kind === 'reply' && post.parentId) {
        await db
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, post.parentId));
      } else if (post.kind === 'quote' && post.quotedId) {
        await db
          .update(posts)
          .set({ quoteCount: sql`${posts.quoteCount} + 1` })
          .where(eq(posts.id, post.quotedId));
      }
    },

    /**
     * The unit's published posts and quotes that share the most character bigrams with `text`
     * (served by the GIN index on search_vector), most similar first.
     */
    async similar(unit: BusinessUnit, text: string, limit: number): Promise<PostWithAuthor[]> {
      const query = sql`kizuki_bigram_query(${text}, '|')`;
      const rows = await withAuthor()
        .where(
          and(
            eq(posts.unit, unit),
            eq(posts.status, 'published'),
            ne(posts.kind, 'reply'),
            sql`${posts.searchVector} @@ ${query}`,
          ),
        )
        .orderBy(desc(sql`ts_rank(${posts.searchVector}, ${query})`), desc(posts.publishedAt))
        .limit(limit);
      return rows.map(flatten);
    },

    async withAuthorById(id: number): Promise<PostWithAuthor> {
      const [row] = await withAuthor().where(eq(posts.id, id));
      return flatten(row!);
    },

    async audit(entry: {
      unit: BusinessUnit;
      actorUserId: number;
      action: string;
      postId: number;
      before: unknown;
      after: unknown;
    }) {
      await db.insert(auditLog).values({
        unit: entry.unit,
        actorUserId: entry.actorUserId,
        action: entry.action,
        objectType: 'post',
        objectId: String(entry.postId),
        before: entry.before,
        after: entry.after,
      });
    },
  };
}
