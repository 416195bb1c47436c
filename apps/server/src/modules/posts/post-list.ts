import { and, asc, desc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  FILTER_FIELDS,
  POST_LIST_TOTAL_CAP,
  type FilterField,
  type PostListQuery,
  type PostSort,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { classificationFilters, listedKind } from '../../db/post-conditions.ts';
import { posts } from '../../db/schema.ts';
import {
  flattenPost,
  selectPostsWithAuthor,
  type JoinedPostRow,
  type PostWithAuthor,
  type Viewer,
} from './post-rows.ts';
import { keywordMatch, savedKeywordMatch } from './keyword-match.ts';
import { countPostsUpTo, rememberedCount } from './remembered-count.ts';

/*
 * One definition of a post list: which posts a list holds (the unit's wall, kind, status, the nine
 * filters, the keyword), in which order, and how a keyword search pages through windows of time.
 * The timeline, one's own posts, the comments, a post's replies and quotes are lists of this kind
 * (GET /api/posts); export, saved searches and insights build on the same conditions, so that what
 * they count or match is what the timeline would show.
 */

/**
 * Which posts a list holds: the list query without its page and order (the API's side of the
 * shared `PostListConditions`, with the kind, thread and "mine" that the screens set).
 */
export type PostListSelection = Omit<PostListQuery, 'limit' | 'offset' | 'sort'>;

/** Whom the list is for: their unit walls it, their id is what "mine" means (needed for it). */
export type ListOwner = Pick<Viewer, 'unit'> & Partial<Pick<Viewer, 'id'>>;

/** The unit's timeline as anyone in it sees it, narrowed by filters: what counts over a unit use. */
export function unitTimeline(filters: Partial<Pick<PostListSelection, FilterField>> = {}) {
  return { kind: 'post', mine: false, ...filters } satisfies PostListSelection;
}

/**
 * The windows of a keyword search, newest first: the last 30 days, the last year, everything. A
 * common keyword fills its page from the last month's posts alone instead of fetching every match
 * of the whole history to sort them (docs/performance.md, reading benchmark).
 */
export const SEARCH_WINDOWS_DAYS = [30, 365, null] as const;
type SearchWindow = (typeof SEARCH_WINDOWS_DAYS)[number];

/** Everything a list's posts must be but the keyword: unit, kind, status, thread, the filters. */
function structuralConditions(owner: ListOwner, conditions: PostListSelection): SQL[] {
  const isReplies = conditions.kind === 'reply' || conditions.parentId !== undefined;
  const where: SQL[] = [
    eq(posts.unit, owner.unit),
    isReplies ? eq(posts.kind, 'reply') : listedKind(),
  ];
  if (conditions.parentId !== undefined) where.push(eq(posts.parentId, conditions.parentId));
  if (conditions.quotedId !== undefined) where.push(eq(posts.quotedId, conditions.quotedId));
  if (conditions.mine) {
    if (owner.id === undefined) throw new Error('a list of one’s own posts needs its owner');
    where.push(eq(posts.authorUserId, owner.id), ne(posts.status, 'deleted'));
    if (conditions.status) where.push(eq(posts.status, conditions.status));
  } else {
    // Archived posts leave the timeline but are still found by a search (PRODUCT.md).
    where.push(
      inArray(posts.status, conditions.keyword ? ['published', 'archived'] : ['published']),
    );
  }
  where.push(...classificationFilters(conditions));
  return where;
}

/**
 * The posts a list holds, within a search window (`null`: the whole history). Within the last
 * month the unit's posts are few enough to test each one's text directly, which is cheaper than
 * intersecting the whole history's index entries for common pairs.
 */
export function postListWhere(
  owner: ListOwner,
  conditions: PostListSelection,
  windowDays: SearchWindow = null,
  keywordIndex: 'use' | 'skip' = 'use',
): SQL {
  const since =
    windowDays === null
      ? undefined
      : sql`${posts.publishedAt} >= now() - make_interval(days => ${windowDays})`;
  const keyword = conditions.keyword
    ? keywordMatch(
        owner.unit,
        conditions.keyword,
        keywordIndex === 'use' && (windowDays === null || windowDays > 30),
      )
    : undefined;
  return and(...structuralConditions(owner, conditions), since, keyword)!;
}

/** A saved search's conditions as columns of its row, for matching a post against many at once. */
export interface SavedConditionColumns {
  unit: SQLWrapper;
  /** The keyword as typed, '' for none. */
  keyword: SQLWrapper;
  /** `keywordLikePattern` of the keyword, as stored. */
  keywordPattern: SQLWrapper;
  /** jsonb: filter field -> array of ids (PostFilters), empty fields left out. */
  filters: SQLWrapper;
  /** The folded names of the post's classification items (`postItemNames`), read once. */
  postItemNames: SQLWrapper;
}

/**
 * Whether a newly published post (the row of `posts` in the query) is one that saved conditions
 * would list on their owner's timeline: the same unit, a post or quote, published, each filter's
 * ids holding the post's id, and the keyword in its text or its items' names as the timeline
 * tests a post of the last month (`savedKeywordMatch`, keyword-match.ts). Written against the
 * conditions' columns so that one statement tests every saved search of a unit
 * (saved-search-matching.ts); post-list.test.ts checks it against the timeline.
 */
export function savedConditionsMatch(saved: SavedConditionColumns): SQL {
  const where: SQL[] = [
    sql`${posts.unit} = ${saved.unit}`,
    listedKind(),
    eq(posts.status, 'published'),
  ];
  for (const field of FILTER_FIELDS) {
    // A jsonb array contains a scalar it holds: [1,2] @> 1. A post without the field never matches.
    const ids = sql`(${saved.filters} -> ${sql.raw(`'${field}'`)})`;
    where.push(sql`(${ids} is null or ${ids} @> to_jsonb(${posts[field]}))`);
  }
  where.push(savedKeywordMatch(saved.keyword, saved.keywordPattern, saved.postItemNames));
  return and(...where)!;
}

/** A list's order, each served by an index; a post's replies read oldest first. */
export function postListOrder(sort: PostSort, oldestFirst = false): SQL[] {
  switch (sort) {
    case 'publishedAt':
      return oldestFirst
        ? [asc(posts.publishedAt), asc(posts.id)]
        : [desc(posts.publishedAt), desc(posts.id)];
    case 'numberOfSameReactions':
      return [desc(posts.sameCount), desc(posts.publishedAt), desc(posts.id)];
    case 'numberOfLikeReactions':
      return [desc(posts.likeCount), desc(posts.publishedAt), desc(posts.id)];
  }
}

/**
 * Where a walk through a whole list stopped: the sort key of the last post read. `publishedAt` is
 * the database's own text of the time (microseconds; a JavaScript Date keeps milliseconds only).
 */
export interface PostListPosition {
  id: number;
  publishedAt: string | null;
  /** The reaction count the sort orders by (unused for publishedAt). */
  count: number;
}

/**
 * The posts that come after `last` in `postListOrder(sort, oldestFirst)`: what reads a whole list
 * page by page by key (the CSV export) instead of by offset, so the last page costs what the
 * first does. Written as row comparisons in the order's own columns, which the order's index
 * (unit, status, count, published_at, id) serves as a range: an `or` between columns would make
 * every page read the list from its start. A post not yet published (one's own drafts, `mine`)
 * has no publishedAt: PostgreSQL puts it first newest first and last oldest first, and so does
 * this; only such a list pays for the `or` that brings those posts in.
 */
export function postListAfter(
  conditions: Pick<PostListSelection, 'mine'> & { sort: PostSort },
  oldestFirst: boolean,
  last: PostListPosition,
): SQL {
  const { sort, mine } = conditions;
  const at = last.publishedAt === null ? null : sql`${last.publishedAt}::timestamptz`;
  const count = sort === 'numberOfSameReactions' ? posts.sameCount : posts.likeCount;
  const unpublished = sql`${posts.publishedAt} is null`;
  if (sort === 'publishedAt') {
    if (oldestFirst) {
      return at === null
        ? sql`(${unpublished} and ${posts.id} > ${last.id})`
        : sql`((${posts.publishedAt}, ${posts.id}) > (${at}, ${last.id}) or ${unpublished})`;
    }
    if (at === null) {
      return sql`((${unpublished} and ${posts.id} < ${last.id}) or ${posts.publishedAt} is not null)`;
    }
    const after = sql`(${posts.publishedAt}, ${posts.id}) < (${at}, ${last.id})`;
    return mine ? after : sql`(${posts.publishedAt} <= ${at} and ${after})`;
  }
  // A reaction sort: newest first within a count.
  if (at === null) {
    return sql`((${count} = ${last.count} and ((${unpublished} and ${posts.id} < ${last.id}) or ${posts.publishedAt} is not null)) or ${count} < ${last.count})`;
  }
  const after = sql`(${count}, ${posts.publishedAt}, ${posts.id}) < (${last.count}, ${at}, ${last.id})`;
  return mine ? sql`(${after} or (${count} < ${last.count} and ${unpublished}))` : after;
}

/** What `postListAfter` needs of each post read: select these with the list's posts. */
export function postListPositionColumns(sort: PostSort) {
  return {
    positionId: posts.id,
    positionPublishedAt: sql<string | null>`${posts.publishedAt}::text`,
    positionCount:
      sort === 'numberOfSameReactions'
        ? posts.sameCount
        : sort === 'numberOfLikeReactions'
          ? posts.likeCount
          : sql<number>`0`,
  };
}

export interface PostListPage {
  rows: PostWithAuthor[];
  total: number;
  /** The total was counted in a search window or stopped at the cap: there may be more. */
  totalIsLowerBound: boolean;
}

/** One page of a list, with its total counted up to the cap (remembered past it). */
export async function listPosts(
  db: Database,
  viewer: Viewer,
  query: PostListQuery,
): Promise<PostListPage> {
  const order = postListOrder(query.sort, query.parentId !== undefined);
  const pageWithin = (days: SearchWindow, keywordIndex: 'use' | 'skip' = 'use') =>
    selectPostsWithAuthor(db, viewer)
      .where(postListWhere(viewer, query, days, keywordIndex))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);
  // What the count depends on: the conditions, whatever the page and the order.
  const { limit: _limit, offset: _offset, sort: _sort, ...counted } = query;
  const countKey = JSON.stringify([viewer.unit, query.mine ? viewer.id : null, counted]);
  const countWithin = (days: SearchWindow) =>
    rememberedCount(
      db,
      `list:${countKey}/${days}`,
      () => countPostsUpTo(db, postListWhere(viewer, query, days), POST_LIST_TOTAL_CAP + 1),
      (count) => count > POST_LIST_TOTAL_CAP,
    );

  // A keyword sorted by a reaction: a keyword found in more posts than the cap is dense enough
  // that walking the posts in the sort's order (posts_unit_visible_*_idx), testing each one's text,
  // fills the page after a few hundred posts; fetching its thousands of matches through the search
  // index to sort them took 389 ms at a million posts. A rarer keyword is found through the index.
  if (query.keyword && query.sort !== 'publishedAt' && query.parentId === undefined) {
    const count = await countWithin(null);
    const rows = await pageWithin(null, count > POST_LIST_TOTAL_CAP ? 'skip' : 'use');
    return {
      rows: rows.map(flattenPost),
      total: Math.min(count, POST_LIST_TOTAL_CAP),
      totalIsLowerBound: count > POST_LIST_TOTAL_CAP,
    };
  }

  // A keyword search, newest first, looks at the recent past first (see SEARCH_WINDOWS_DAYS):
  // a page found whole inside a window is the page of the whole history, because the window
  // holds the newest posts. The count then covers that window only, and says it is a lower
  // bound; beyond the cap it is always one.
  // Not for one's own posts: their drafts and posts in review have no publication time, so a
  // window (published in the last days) would leave out what the full order puts first, and the
  // pages would skip or repeat posts. One person's posts are few enough to search whole.
  const windows: readonly SearchWindow[] =
    query.keyword && query.sort === 'publishedAt' && query.parentId === undefined && !query.mine
      ? SEARCH_WINDOWS_DAYS
      : [null];
  let rows: JoinedPostRow[] | null = null;
  let total: number | null = null;
  let totalIsLowerBound = false;
  for (const days of windows) {
    const [found, count]: [JoinedPostRow[] | null, number | null] = await Promise.all([
      rows ? null : pageWithin(days),
      total === null ? countWithin(days) : null,
    ]);
    if (found && (found.length === query.limit || days === null)) rows = found;
    if (count !== null && (count > POST_LIST_TOTAL_CAP || rows || days === null)) {
      total = Math.min(count, POST_LIST_TOTAL_CAP);
      totalIsLowerBound = count > POST_LIST_TOTAL_CAP || days !== null;
    }
    if (rows && total !== null) break;
  }
  return { rows: (rows ?? []).map(flattenPost), total: total ?? 0, totalIsLowerBound };
}
