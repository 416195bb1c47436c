import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PostSchema, type Post, type PostListQuery } from '@kizuki/shared';
import type { DatabaseHandle } from '../../db/database.ts';
import { posts } from '../../db/schema.ts';
import { CHANGES_CHANNEL } from '../changes/poll-versions.ts';
import { listPosts } from './post-list.ts';
import { viewerColumns, type Viewer } from './post-rows.ts';
import { presentPost } from './post.presenter.ts';

/*
 * The first page of a unit's timeline, from memory (docs/decisions.md, "The timeline's first page
 * from memory"). It is what nearly every opening of the app asks, and it is the same for everyone
 * in the unit but for two things of each reader's: which posts they have read and their own
 * reactions. So the page is read once per unit and query (sort, size, filters, keyword), kept
 * until the database announces that something it shows changed, and each request adds the
 * reader's side with one statement of primary-key lookups (the same `viewerColumns` rule the list
 * query uses).
 *
 * What announces a change (on the changes channel, in every server process alike): 't:<unit>' for
 * any post of the unit written (text, status, counters, a new post) or a classification item
 * renamed (migration 0030); 'u:<user>' for an author (the pages showing them are forgotten),
 * 'u:*' for organizations (all are). A process forgets a unit's pages itself as soon as one of its
 * own requests wrote something a list shows, so the writer's next page from that process never
 * waits for the announcement. While the listening connection is down nothing is answered from
 * memory.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a post list shows (read marks, notices, push subscriptions):
     * the unit's remembered first pages are kept when it is made (app.ts).
     */
    leavesPostListsAlone?: true;
  }
}

/** A post as everyone in the unit sees it: without the reader's side. */
const SharedPostSchema = PostSchema.omit({ isRead: true, myReactions: true });

/**
 * A page as everyone in the unit sees it. Each post is kept as its JSON, checked against the
 * API's schema once when it is read, without the closing brace, so that answering a reader is
 * adding their side to each and joining them: no schema check, presenter or serialiser per request.
 */
interface SharedPage {
  ids: number[];
  postsJson: string[];
  authorIds: Set<number>;
  total: number;
  totalIsLowerBound: boolean;
  readAt: number;
}

type ReadersSide = Pick<Post, 'isRead' | 'myReactions'>;

/**
 * Pages kept per process: each unit's timeline in three sorts, and the filters and keywords people
 * are using (about 20 KB a page).
 */
const MAX_PAGES = 500;

/**
 * A page is read again after a minute even when nothing was announced: its total is a count
 * remembered for as long (remembered-count.ts), and a keyword's total counts a window of days
 * that moves with the clock.
 */
const MAX_AGE_MS = 60_000;

/**
 * Whether a list query asks the first page of a list that is the same for everyone in the unit:
 * the timeline as it opens, filtered or searched; not one's own posts, nor a post's thread.
 */
export function isUnitFirstPage(query: PostListQuery): boolean {
  return (
    query.offset === 0 &&
    query.kind === 'post' &&
    !query.mine &&
    query.status === undefined &&
    query.parentId === undefined &&
    query.quotedId === undefined
  );
}

export function createTimelineFirstPages(database: DatabaseHandle) {
  const pages = new Map<string, SharedPage>();
  /** Moves on every announcement about a unit: a read that raced with one is not kept. */
  const generations = new Map<string, number>();
  /**
   * Moves on what concerns every unit (authors, organizations, a lost connection): a read that
   * raced with it is not kept, whichever unit it was of.
   */
  let epoch = 0;
  let listening = false;
  let listener: { stop(): Promise<void> } | null = null;
  const stats = { hits: 0, reads: 0 };

  const forgetUnit = (unit: string) => {
    generations.set(unit, (generations.get(unit) ?? 0) + 1);
    for (const key of pages.keys()) if (key.startsWith(`${unit}|`)) pages.delete(key);
  };
  const forgetAll = () => {
    epoch++;
    pages.clear();
  };
  const onMessage = (payload: string) => {
    const [kind, id] = payload.split(':');
    if (kind === 't' && id) forgetUnit(id);
    else if (kind === 'u' && id === '*') forgetAll();
    else if (kind === 'u') {
      // Only the pages showing that author; a read under way may show them too.
      epoch++;
      for (const [key, page] of pages) {
        if (page.authorIds.has(Number(id))) forgetUnit(key.split('|')[0]!);
      }
    }
  };

  /**
   * The reader's side of the page's posts, in one statement, prepared once per connection (named):
   * it runs on nearly every request, so the database parses and plans it only once. A reader who
   * has not agreed to the terms yet has nothing unread (`unreadBy`): a statement of its own.
   */
  const readersSideStatement = (agreed: boolean) =>
    database.db
      .select({
        id: posts.id,
        ...viewerColumns({
          id: sql.placeholder('viewerId'),
          agreedAt: agreed ? sql.placeholder('agreedAt') : null,
        }),
      })
      .from(posts)
      .where(sql`${posts.id} = any(${sql.placeholder('ids')})`)
      .prepare(agreed ? 'timeline_readers_side' : 'timeline_readers_side_before_terms');
  const readersSideStatements = {
    agreed: readersSideStatement(true),
    before: readersSideStatement(false),
  };

  async function readersSide(viewer: Viewer, ids: number[]) {
    const rows = viewer.agreedAt
      ? await readersSideStatements.agreed.execute({
          viewerId: viewer.id,
          agreedAt: viewer.agreedAt,
          ids,
        })
      : await readersSideStatements.before.execute({ viewerId: viewer.id, ids });
    return new Map<number, ReadersSide>(rows.map((row) => [row.id, row]));
  }

  /** The API's answer (PostListResponseSchema): the page's posts, each with the reader's side. */
  function answer(shared: SharedPage, side: Map<number, ReadersSide>, query: PostListQuery) {
    const data = shared.postsJson.map((json, index) => {
      const own = side.get(shared.ids[index]!);
      return `${json},"isRead":${own?.isRead ?? true},"myReactions":${JSON.stringify(own?.myReactions ?? [])}}`;
    });
    return `{"data":[${data.join(',')}],"total":${shared.total},"totalIsLowerBound":${shared.totalIsLowerBound},"limit":${query.limit},"offset":${query.offset}}`;
  }

  /** The page read from the database: kept for the unit, and answered to this reader as it is. */
  async function readPage(viewer: Viewer, query: PostListQuery, key: string) {
    const generation = generations.get(viewer.unit) ?? 0;
    const epochAtStart = epoch;
    const page = await listPosts(database.db, viewer, query);
    const shared: SharedPage = {
      ids: page.rows.map((row) => row.id),
      postsJson: page.rows.map((row) =>
        JSON.stringify(z.encode(SharedPostSchema, presentPost(row))).slice(0, -1),
      ),
      authorIds: new Set(page.rows.map((row) => row.authorUserId)),
      total: page.total,
      totalIsLowerBound: page.totalIsLowerBound,
      readAt: Date.now(),
    };
    if (listening && epoch === epochAtStart && (generations.get(viewer.unit) ?? 0) === generation) {
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, shared);
    }
    return answer(shared, new Map(page.rows.map((row) => [row.id, row])), query);
  }

  return {
    stats,

    async start() {
      listener = await database.listen(CHANGES_CHANNEL, onMessage, (now) => {
        listening = now;
        // Whatever was announced while not listening is unknown: read again.
        forgetAll();
      });
    },

    async stop() {
      await listener?.stop();
      listener = null;
      listening = false;
      forgetAll();
    },

    /** One of this process's requests wrote in the unit: its next page is read again. */
    forgetUnit,

    /** The unit's first page for this reader, as JSON (`isUnitFirstPage` says when to ask). */
    async read(viewer: Viewer, query: PostListQuery): Promise<string> {
      // The query's own key order (the schema's) is the same for every request.
      const key = `${viewer.unit}|${JSON.stringify(query)}`;
      const known = listening ? pages.get(key) : undefined;
      const shared = known && Date.now() - known.readAt < MAX_AGE_MS ? known : undefined;
      if (!shared) {
        stats.reads++;
        return readPage(viewer, query, key);
      }
      stats.hits++;
      const side =
        shared.ids.length > 0
          ? await readersSide(viewer, shared.ids)
          : new Map<number, ReadersSide>();
      return answer(shared, side, query);
    },
  };
}

export type TimelineFirstPages = ReturnType<typeof createTimelineFirstPages>;
