import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  STEP_NAMES,
  tokyoDateTime,
  wizardSteps,
  type ClassificationKey,
  type ExportLanguage,
  type PostExportQuery,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { masterItems, organizations, posts, users } from '../../db/schema.ts';
import {
  postListAfter,
  postListOrder,
  postListPositionColumns,
  postListWhere,
  type PostListPosition,
  type ListOwner,
} from '../posts/post-list.ts';
import { EXPORT_WORDS } from './export-words.ts';

type ExportedPostRow = Awaited<
  ReturnType<ReturnType<typeof selectExportedPosts>['execute']>
>[number];

/** Rows read at a time: small enough to hold, large enough that the statements stay few. */
const EXPORT_PAGE_SIZE = 500;

/**
 * A classification item's name in the language (both are required of every item), looked up by
 * primary key for each row: a correlated lookup rather than nine joins.
 */
function itemName(key: ClassificationKey, lang: ExportLanguage): SQL<string | null> {
  const name = lang === 'en' ? masterItems.nameEn : masterItems.nameJa;
  return sql<
    string | null
  >`(select ${name} from ${masterItems} where ${masterItems.id} = ${posts[`${key}Id`]})`;
}

function selectExportedPosts(
  db: Database,
  unitKeys: ClassificationKey[],
  lang: ExportLanguage,
  sort: PostExportQuery['sort'],
) {
  return db
    .select({
      id: posts.id,
      kind: posts.kind,
      status: posts.status,
      body: posts.body,
      parentId: posts.parentId,
      quotedId: posts.quotedId,
      likeCount: posts.likeCount,
      sameCount: posts.sameCount,
      moreCount: posts.moreCount,
      commentCount: posts.commentCount,
      quoteCount: posts.quoteCount,
      publishedAt: posts.publishedAt,
      createdAt: posts.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      organizationName: organizations.name,
      names: sql<(string | null)[]>`array[${sql.join(
        unitKeys.map((key) => itemName(key, lang)),
        sql`, `,
      )}]::text[]`,
      ...postListPositionColumns(sort),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorUserId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
}

/**
 * A post list as CSV rows: the header in the language, then every post of the list (the same
 * `postListWhere` and `postListOrder` as GET /posts, so the file holds what the list shows, in its
 * order), read `EXPORT_PAGE_SIZE` at a time by key (`postListAfter`).
 */
export function postExport(
  db: Database,
  owner: ListOwner,
  query: PostExportQuery,
  lang: ExportLanguage,
  origin: string,
  pageSize = EXPORT_PAGE_SIZE,
) {
  const words = EXPORT_WORDS[lang].posts;
  const { postKinds, postStatuses } = EXPORT_WORDS[lang];
  const steps = wizardSteps(owner.unit);
  const unitKeys = steps.map((step) => step.key);
  const header = [
    words.id,
    words.kind,
    words.status,
    words.publishedAt,
    words.createdAt,
    words.author,
    words.organization,
    ...steps.map((step) => STEP_NAMES[lang][step.label]),
    words.body,
    words.likes,
    words.same,
    words.more,
    words.comments,
    words.retweets,
    words.parentId,
    words.quotedId,
    words.link,
  ];
  const oldestFirst = query.parentId !== undefined;
  const where = postListWhere(owner, query);
  const order = postListOrder(query.sort, oldestFirst);

  async function* pages() {
    let after: PostListPosition | null = null;
    for (;;) {
      const condition: SQL | undefined = after
        ? postListAfter(query, oldestFirst, after)
        : undefined;
      const rows: ExportedPostRow[] = await selectExportedPosts(db, unitKeys, lang, query.sort)
        .where(and(where, condition))
        .orderBy(...order)
        .limit(pageSize);
      if (rows.length > 0) {
        yield rows.map((post) => [
          post.id,
          postKinds[post.kind],
          postStatuses[post.status],
          post.publishedAt ? tokyoDateTime(post.publishedAt) : null,
          tokyoDateTime(post.createdAt),
          `${post.authorLastName} ${post.authorFirstName}`,
          post.organizationName,
          ...post.names,
          post.body,
          post.likeCount,
          post.sameCount,
          post.moreCount,
          post.commentCount,
          post.quoteCount,
          post.parentId,
          post.quotedId,
          `${origin}/posts/${post.parentId ?? post.id}`,
        ]);
      }
      if (rows.length < pageSize) return;
      const last: ExportedPostRow = rows.at(-1)!;
      after = {
        id: last.positionId,
        publishedAt: last.positionPublishedAt,
        count: last.positionCount,
      };
    }
  }
  return { header, pages: pages() };
}
